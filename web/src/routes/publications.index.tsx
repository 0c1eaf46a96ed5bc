import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { ScreenError } from '@/components/errors/ScreenError';
import { createFileRoute } from '@tanstack/react-router';
import { Loader } from '@/components/ui/loader/Loader';
import { LoadMoreButton } from '@/components/ui/load-more/LoadMoreButton';
import { magazinesQueryOptions } from '@/features/magazines/api/queries';
import { MagazineGrid } from '@/features/magazines/components/MagazineGrid';
import { pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/publications/')({
  loader: async ({ context: { queryClient } }) => {
    const [settings] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.ensureInfiniteQueryData(magazinesQueryOptions()),
    ]);
    return { settings };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Publications | ${loaderData.settings.siteName}`,
          description: `Every monthly issue of the ${loaderData.settings.siteName} magazine, to read online or to buy.`,
          path: '/publications',
        })
      : {},
  pendingComponent: () => <Loader fullScreen />,
  errorComponent: () => <ScreenError message="Failed to fetch publications" />,
  component: PublicationsPage,
});

function PublicationsPage() {
  const list = useSuspenseInfiniteQuery(magazinesQueryOptions());
  const magazines = list.data.pages.flatMap((page) => page.magazines);
  return (
    <div className="container">
      <section aria-labelledby="publications-title">
        <h1 id="publications-title" className="page-title">
          Publications
        </h1>
        {magazines.length === 0 ? (
          <p className="status-text">No publications found.</p>
        ) : (
          <>
            <MagazineGrid magazines={magazines} />
            <LoadMoreButton
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          </>
        )}
      </section>
    </div>
  );
}
