import { createFileRoute } from '@tanstack/react-router';
import { unsubscribeNewsletter } from '@/features/engagement/api/unsubscribe-newsletter';
import { NewsletterLinkAction } from '@/features/engagement/components/NewsletterLinkAction';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  loader: async ({ context: { queryClient } }) => ({
    settings: await queryClient.ensureQueryData(siteSettingsQueryOptions()),
  }),
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Unsubscribe from the newsletter | ${loaderData.settings.siteName}`,
          description: 'Stop receiving the newsletter.',
          path: '/newsletter/unsubscribe',
          noIndex: true,
        })
      : {},
  component: NewsletterPage,
});

function NewsletterPage() {
  const { token } = Route.useSearch();
  return (
    <NewsletterLinkAction
      title="Unsubscribe from the newsletter"
      explanation="Press the button and we will stop sending you the newsletter."
      buttonLabel="Unsubscribe"
      token={token}
      action={unsubscribeNewsletter}
    />
  );
}
