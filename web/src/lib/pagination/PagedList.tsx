import { hashKey, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { hasPageAfter, type PagedListOptions, type PagedListView } from './paged-list';
import type { MorePagesProps } from './MorePages';

// React Query's infinite observer and its hook (about 3.4 KB gzipped) come with the first press
// of "Load More", not with the page (docs/performance.md, "First-load JavaScript"). `lazy` keeps
// no type parameter, so the component is given its generic props back.
const MorePages = lazy(() => import('./MorePages')) as unknown as <TPage, TKey extends QueryKey>(
  props: MorePagesProps<TPage, TKey>,
) => ReactNode;

export interface PagedListProps<TPage, TKey extends QueryKey> {
  /** The list's infinite query. Its first pages are not sent with the page (LOADER_DATA_ONLY). */
  options: PagedListOptions<TPage, TKey>;
  /** The pages the route's loader returned, shown until the reader asks for more. */
  first: InfiniteData<TPage, number>;
  children: (view: PagedListView<TPage>) => ReactNode;
}

/**
 * A list that grows by "Load More" whose first pages came with the page. Until the first press
 * it shows the loader's data with no query observer; the press loads MorePages, which follows
 * the query from then on, asks for the next page and hands each state back here. The list stays
 * where it is in the tree throughout, so the cards and the focused button are kept.
 */
export function PagedList<TPage, TKey extends QueryKey>(props: PagedListProps<TPage, TKey>) {
  // Another list in the same place (a new search) starts again from its own first pages.
  return <GrowingList key={hashKey(props.options.queryKey)} {...props} />;
}

function GrowingList<TPage, TKey extends QueryKey>({
  options,
  first,
  children,
}: PagedListProps<TPage, TKey>) {
  const [growing, setGrowing] = useState(false);
  const [grown, setGrown] = useState<PagedListView<TPage> | null>(null);
  const view = grown ?? {
    pages: first.pages,
    hasMore: hasPageAfter(options, first),
    // Between the press and MorePages' first state, its code is on its way.
    loadingMore: growing,
    loadMoreFailed: false,
    loadMore: () => setGrowing(true),
  };
  return (
    <>
      {children(view)}
      {growing ? (
        <Suspense fallback={null}>
          <MorePages options={options} first={first} onView={setGrown} />
        </Suspense>
      ) : null}
    </>
  );
}
