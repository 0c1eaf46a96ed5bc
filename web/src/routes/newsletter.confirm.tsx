import { createFileRoute } from '@tanstack/react-router';
import { confirmNewsletter } from '@/features/newsletter/api/confirm-newsletter';
import { NewsletterLinkAction } from '@/features/newsletter/components/NewsletterLinkAction';
import { newsletterTokenSearch } from '@/features/newsletter/lib/newsletter-token';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: newsletterTokenSearch,
  loader: loadSiteSettings,
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Confirm your subscription | ${loaderData.settings.siteName}`,
          description: 'Confirm your subscription to the newsletter.',
          path: '/newsletter/confirm',
          noIndex: true,
        })
      : {},
  component: NewsletterConfirmPage,
});

function NewsletterConfirmPage() {
  const { token } = Route.useSearch();
  return (
    <NewsletterLinkAction
      title="Confirm your subscription"
      explanation="Press the button to start receiving the newsletter."
      buttonLabel="Confirm my subscription"
      token={token}
      action={confirmNewsletter}
    />
  );
}
