import { createFileRoute } from '@tanstack/react-router';
import { sidebarQueryOptions } from '@/features/blog/api/queries';
import { NewsletterPreferences } from '@/features/newsletter/components/NewsletterPreferences';
import { newsletterTokenSearch } from '@/features/newsletter/lib/newsletter-token';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/newsletter/preferences')({
  validateSearch: newsletterTokenSearch,
  // The topics are the site's categories (the sidebar's list); the reader's own choices are
  // read by the browser with the link's token, never rendered on the server.
  loader: async ({ context: { queryClient } }) => {
    const [settings, sidebar] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.ensureQueryData(sidebarQueryOptions()),
    ]);
    return { settings, topics: sidebar.categories };
  },
  // The address in the link is the reader's: no shared cache or browser history keeps it.
  headers: () => ({ 'cache-control': 'private, no-store' }),
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Newsletter preferences | ${loaderData.settings.siteName}`,
          description: 'Choose the newsletter’s topics and how often it comes.',
          path: '/newsletter/preferences',
          noIndex: true,
        })
      : {},
  component: NewsletterPreferencesPage,
});

function NewsletterPreferencesPage() {
  const { token } = Route.useSearch();
  const { topics } = Route.useLoaderData();
  return <NewsletterPreferences token={token} topics={topics} />;
}
