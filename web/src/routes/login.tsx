import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { safeRedirectTarget } from '@/features/auth/redirect-target';
import { redirectSignedInUser } from '@/features/auth/require-user';
import { pageHead } from '@/lib/seo/page-head';
import { setSessionUser } from '@/lib/session/session';
import { loadSiteSettings } from '@/lib/site/site-settings';

interface LoginSearch {
  /** Where to go after logging in: a path of this site (checked before use). */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: redirectSignedInUser,
  loader: loadSiteSettings,
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Login | ${loaderData.settings.siteName}`,
          description: `Log in to ${loaderData.settings.siteName} or create a free reader account.`,
          path: '/login',
          noIndex: true,
        })
      : {},
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const queryClient = useQueryClient();
  const router = useRouter();
  return (
    <AuthPage
      onLoggedIn={async (user) => {
        // The header and every guard see the reader at once, without another session call.
        setSessionUser(queryClient, user);
        await router.navigate({ href: safeRedirectTarget(redirect), replace: true });
      }}
    />
  );
}
