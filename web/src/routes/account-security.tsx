import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute, redirect } from '@tanstack/react-router';
import { Loader } from '@/components/ui/loader/Loader';
import { requireUser } from '@/features/auth/require-user';
import { sessionsQueryOptions } from '@/features/profile/api/queries';
import { AccountSecurityRouteError } from '@/features/profile/components/AccountSecurityLoadError';
import { ChangePasswordForm } from '@/features/profile/components/ChangePasswordForm';
import { DeleteAccountForm } from '@/features/profile/components/DeleteAccountForm';
import { DownloadDataPanel } from '@/features/profile/components/DownloadDataPanel';
import { SessionsList } from '@/features/profile/components/SessionsList';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/account-security')({
  beforeLoad: requireUser,
  loader: async ({ context: { queryClient, user }, location }) => {
    const [settings, sessions] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.ensureQueryData(sessionsQueryOptions(user.id)),
    ]);
    // The session ended (another device signed it out, or it was idle too long).
    if (!sessions.sessions) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { settings };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Account security | ${loaderData.settings.siteName}`,
          description:
            'Change your password, see where you are signed in, download your data or delete your account.',
          path: '/account-security',
          noIndex: true,
        })
      : {},
  pendingComponent: () => <Loader />,
  errorComponent: AccountSecurityRouteError,
  component: AccountSecurityPage,
});

function AccountSecurityPage() {
  const { user } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const query = sessionsQueryOptions(user.id);
  const { data } = useSuspenseQuery(query);
  const reload = () => void queryClient.invalidateQueries({ queryKey: query.queryKey });
  return (
    <div className="container account-security">
      <h1 className="page-title">Account security</h1>
      <p className="account-security__links">
        <Link to="/profile">Back to your profile</Link>
        <Link to="/edit-profile">Change your email or username</Link>
      </p>
      <ChangePasswordForm onChanged={reload} />
      <SessionsList sessions={data.sessions ?? []} onChanged={reload} />
      <DownloadDataPanel />
      {/* A whole page load: every cached view of the signed-in reader goes with the account. */}
      <DeleteAccountForm onDeleted={() => window.location.assign('/')} />
    </div>
  );
}
