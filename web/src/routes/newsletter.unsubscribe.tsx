import { createFileRoute } from '@tanstack/react-router';
import { unsubscribeNewsletter } from '@/features/newsletter/api/unsubscribe-newsletter';
import { NewsletterLinkAction } from '@/features/newsletter/components/NewsletterLinkAction';
import { newsletterTokenSearch } from '@/features/newsletter/lib/newsletter-token';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: newsletterTokenSearch,
  loader: loadSiteSettings,
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
  component: NewsletterUnsubscribePage,
});

function NewsletterUnsubscribePage() {
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
