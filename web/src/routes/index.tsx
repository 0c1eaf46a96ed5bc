import { ScreenError } from '@/components/errors/ScreenError';
import { createFileRoute } from '@tanstack/react-router';
import { deferredPart, lazyWhen } from '@/components/lazy/lazy-when';
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
import { FollowingSlot } from '@/features/follows/components/FollowingSlot';
import { DailyHomeCard } from '@/features/quiz/learning/components/DailyHomeCard';
import { ContinueReadingSlot } from '@/features/saved/SaveSlot';
import { storiesQueryOptions } from '@/features/stories/api/queries';
import type { Story } from '@/features/stories/api/story';
import { whenNearScreen } from '@/lib/dom/when-near-screen';
import { PagedList } from '@/lib/pagination/PagedList';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import { useSiteSettings } from '@/lib/site/use-site-settings';

/**
 * The row of the newest stories is rendered by the server; the browser asks for its code once
 * it nears the screen (lazy-when.ts), keeping it out of the home page's first load.
 */
const LatestStories = import.meta.env.SSR
  ? (await import('@/features/stories/components/LatestStories')).LatestStories
  : lazyWhen<{ stories: Story[] }>(
      () => whenNearScreen(() => document.querySelector('.latest-stories')),
      () =>
        import('@/features/stories/components/LatestStories').then(
          (module) => module.LatestStories,
        ),
    );
const DeferredLatestStories = deferredPart(LatestStories);
const NO_STORIES: Story[] = [];

export const Route = createFileRoute('/')({
  // The loader stays in the entry chunk (vite.config.ts): a page read this often fetches its
  // data at once on navigation, without waiting for its chunk first.
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent']],
  // fetchQuery, as the article's loader: the page shows what the loader returns (no query
  // observer on the home page's first load), so data older than its staleTime is fetched again.
  loader: async ({ context: { queryClient } }) => {
    const [settings, picks, recent, sidebar, stories] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.fetchQuery(homePicksQueryOptions()),
      queryClient.fetchInfiniteQuery(latestBlogsQueryOptions()),
      queryClient.fetchQuery(sidebarQueryOptions()),
      // Without stories (none, or the CMS failed to give them) the home page goes without the
      // row.
      queryClient.fetchQuery(storiesQueryOptions()).catch((): Story[] => NO_STORIES),
    ]);
    return { settings, picks, recent, sidebar, stories };
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
  const { picks, recent, sidebar, stories } = Route.useLoaderData();
  return (
    <div className="container home-grid">
      <div className="home-grid__center">
        {picks.hero ? (
          <HomeHero blog={picks.hero} authorLabel={authorLabel} />
        ) : (
          <h1 className="page-title">Space &amp; Aviation Insights</h1>
        )}
        <ContinueReadingSlot />
        <DailyHomeCard />
        <EditorsPicks blogs={picks.editorsPicks} authorLabel={authorLabel} />
        <FollowingSlot />
        <DeferredLatestStories stories={stories} />
        <PagedList options={latestBlogsQueryOptions()} first={recent}>
          {(list) => (
            <RecentPosts
              blogs={list.pages.flatMap((page) => page.blogs)}
              authorLabel={authorLabel}
              sidebar={<Sidebar data={sidebar} />}
              hasMore={list.hasMore}
              loadingMore={list.loadingMore}
              onLoadMore={list.loadMore}
            />
          )}
        </PagedList>
        <ConnectWithUs />
      </div>
    </div>
  );
}
