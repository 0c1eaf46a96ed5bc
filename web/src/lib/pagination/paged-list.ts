import type { InfiniteData, QueryKey, UseInfiniteQueryOptions } from '@tanstack/react-query';

/** The infinite query behind a list that grows by "Load More", its pages counted by offset. */
export type PagedListOptions<TPage, TKey extends QueryKey> = UseInfiniteQueryOptions<
  TPage,
  Error,
  InfiniteData<TPage, unknown>,
  TKey,
  number
>;

/** What a growing list shows: the pages so far and the state of "Load More". */
export interface PagedListView<TPage> {
  pages: TPage[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
}

/** Whether the query has a page after these, as React Query's `hasNextPage` decides it. */
export function hasPageAfter<TPage, TKey extends QueryKey>(
  options: PagedListOptions<TPage, TKey>,
  { pages, pageParams }: InfiniteData<TPage, number>,
): boolean {
  const last = pages.at(-1);
  const lastParam = pageParams.at(-1);
  if (last === undefined || lastParam === undefined) return false;
  return options.getNextPageParam(last, pages, lastParam, pageParams) != null;
}
