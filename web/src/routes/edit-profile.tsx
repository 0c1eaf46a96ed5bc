import type { CurrentUser } from '@apogee/contracts/accounts';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute, redirect } from '@tanstack/react-router';
import { Loader } from '@/components/ui/loader/Loader';
import { requireUser } from '@/features/auth/require-user';
import { profileQueryOptions } from '@/features/profile/api/queries';
import { EditProfileForm } from '@/features/profile/components/EditProfileForm';
import { ProfileRouteError } from '@/features/profile/components/ProfileLoadError';
import { pageHead } from '@/lib/seo/page-head';
import { setSessionUser } from '@/lib/session/session';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/edit-profile')({
  beforeLoad: requireUser,
  loader: async ({ context: { queryClient, user }, location }) => {
    const [settings, profile] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.ensureQueryData(profileQueryOptions(user.id)),
    ]);
    if (!profile.user) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { settings };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Update your profile | ${loaderData.settings.siteName}`,
          description: 'Change your name, picture and details.',
          path: '/edit-profile',
          noIndex: true,
        })
      : {},
  pendingComponent: () => <Loader />,
  errorComponent: ProfileRouteError,
  component: EditProfilePage,
});

function EditProfilePage() {
  const { user } = Route.useRouteContext();
  const { data } = useSuspenseQuery(profileQueryOptions(user.id));
  const queryClient = useQueryClient();
  const saved = (next: CurrentUser) => {
    // The known reader is replaced by the service's answer; the header follows.
    setSessionUser(queryClient, next);
    queryClient.setQueryData(profileQueryOptions(next.id).queryKey, { user: next });
  };
  return (
    <div className="container">
      <EditProfileForm user={data.user ?? user} onSaved={saved} />
      <p className="profile-form">
        <Link to="/account-security">Password and signed-in devices</Link>
      </p>
    </div>
  );
}
