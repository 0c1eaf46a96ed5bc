import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ScreenError } from '@/components/errors/ScreenError';
import { createFileRoute } from '@tanstack/react-router';
import { ConnectWithUs } from '@/components/layout/ConnectWithUs';
import {
  homePicksQueryOptions,
  latestBlogsQueryOptions,
  sidebarQueryOptions,
} from '@/features/blog/api/queries';
import { EditorsPicks } from '@/features/blog/components/EditorsPicks';
import { HomeHero } from '@/features/blog/components/HomeHero';
import { RecentPosts } from '@/features/blog/components/RecentPosts';
import { Sidebar } from '@/features/blog/components/Sidebar';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import { useSiteSettings } from '@/lib/site/use-site-settings';

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    const [settings] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.ensureQueryData(homePicksQueryOptions()),
      queryClient.ensureInfiniteQueryData(latestBlogsQueryOptions()),
      queryClient.ensureQueryData(sidebarQueryOptions()),
    ]);
    return { settings };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Space & Aviation Insights | ${loaderData.settings.siteName}`,
          description: loaderData.settings.seoDescription,
          path: '/',
        })
      : {},
  errorComponent: () => <ScreenError message="Failed to fetch latest posts." />,
  component: HomePage,
});

function HomePage() {
  const { authorLabel } = useSiteSettings();
  const { data: picks } = useSuspenseQuery(homePicksQueryOptions());
  const recent = useSuspenseInfiniteQuery(latestBlogsQueryOptions());
  const { data: sidebar } = useSuspenseQuery(sidebarQueryOptions());
  return (
    <div className="container home-grid">
      <div className="home-grid__center">
        {picks.hero ? (
          <HomeHero blog={picks.hero} authorLabel={authorLabel} />
        ) : (
          <h1 className="page-title">Space &amp; Aviation Insights</h1>
        )}
        <EditorsPicks blogs={picks.editorsPicks} authorLabel={authorLabel} />
        <RecentPosts
          blogs={recent.data.pages.flatMap((page) => page.blogs)}
          authorLabel={authorLabel}
          sidebar={<Sidebar data={sidebar} />}
          hasMore={recent.hasNextPage}
          loadingMore={recent.isFetchingNextPage}
          onLoadMore={() => void recent.fetchNextPage()}
        />
        <ConnectWithUs />
      </div>
    </div>
  );
}
