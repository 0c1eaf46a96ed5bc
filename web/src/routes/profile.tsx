import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute, redirect } from '@tanstack/react-router';
import { buttonClassName } from '@/components/ui/button/Button';
import { Loader } from '@/components/ui/loader/Loader';
import { requireUser } from '@/features/auth/require-user';
import { sidebarQueryOptions } from '@/features/blog/api/queries';
import { MyNewsletterPanel } from '@/features/newsletter/components/MyNewsletterPanel';
import { profileQueryOptions } from '@/features/profile/api/queries';
import { ProfileCard } from '@/features/profile/components/ProfileCard';
import { ProfileRouteError } from '@/features/profile/components/ProfileLoadError';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/profile')({
  beforeLoad: requireUser,
  loader: async ({ context: { queryClient, user }, location }) => {
    const [settings, profile, sidebar] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.ensureQueryData(profileQueryOptions(user.id)),
      // The newsletter's topics are the site's categories.
      queryClient.ensureQueryData(sidebarQueryOptions()),
    ]);
    // The session ended since the header last checked it.
    if (!profile.user) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { settings, topics: sidebar.categories };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Profile | ${loaderData.settings.siteName}`,
          description: 'Your reader profile.',
          path: '/profile',
          noIndex: true,
        })
      : {},
  pendingComponent: () => <Loader />,
  errorComponent: ProfileRouteError,
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = Route.useRouteContext();
  const { data } = useSuspenseQuery(profileQueryOptions(user.id));
  const { topics } = Route.useLoaderData();
  const reader = data.user ?? user;
  return (
    <div className="container">
      <ProfileCard
        user={reader}
        editLink={
          <p className="account-security__links">
            <Link to="/edit-profile" className={buttonClassName('primary')}>
              Edit Profile
            </Link>
            <Link to="/account-security" className={buttonClassName('secondary')}>
              Account security
            </Link>
          </p>
        }
      />
      <MyNewsletterPanel email={reader.email} name={reader.name} topics={topics} />
    </div>
  );
}
