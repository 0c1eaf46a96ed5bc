import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailAction } from '@/features/profile/components/ConfirmEmailAction';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

/** The link emailed to a new address: `token` when it is there and not empty. */
function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token ? { token: search.token } : {};
}

export const Route = createFileRoute('/confirm-email')({
  validateSearch: tokenSearch,
  loader: loadSiteSettings,
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Confirm your new email address | ${loaderData.settings.siteName}`,
          description: 'Confirm the new email address of your account.',
          path: '/confirm-email',
          noIndex: true,
        })
      : {},
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const { token } = Route.useSearch();
  return <ConfirmEmailAction token={token} />;
}
