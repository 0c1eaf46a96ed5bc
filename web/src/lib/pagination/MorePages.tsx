import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PagedListOptions, PagedListView } from './paged-list';

export interface MorePagesProps<TPage, TKey extends QueryKey> {
  options: PagedListOptions<TPage, TKey>;
  /** The pages already shown, which start the query's cache when it holds none (as after load). */
  first: InfiniteData<TPage, number>;
  /** Each state of the list, for PagedList to show. */
  onView: (view: PagedListView<TPage>) => void;
}

/**
 * A growing list once the reader has pressed "Load More" (PagedList loads it then): it follows
 * the infinite query, asks for the page that press wanted as soon as it is here, and renders
 * nothing itself.
 */
export default function MorePages<TPage, TKey extends QueryKey>({
  options,
  first,
  onView,
}: MorePagesProps<TPage, TKey>) {
  const list = useInfiniteQuery({
    ...options,
    initialData: first,
    // The reader asked for more, not for the pages on screen again.
    refetchOnMount: false,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const asked = useRef(false);
  // Reported before the press's request starts (the effect below), so the button stays busy.
  useEffect(() => {
    onView({
      pages: data.pages,
      hasMore: hasNextPage,
      // Until the press's own request has started.
      loadingMore: isFetchingNextPage || !asked.current,
      loadMoreFailed: isFetchNextPageError,
      loadMore: () => void fetchNextPage(),
    });
  }, [data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, onView]);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void fetchNextPage();
  }, [fetchNextPage]);
  return null;
}
