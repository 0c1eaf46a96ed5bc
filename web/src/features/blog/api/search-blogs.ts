import { infiniteQueryOptions } from '@tanstack/react-query';
import { nextStart } from '@/lib/pagination/next-start';
import type { BlogPage } from './blog-card';

export const searchBlogsQueryOptions = (term: string) =>
  infiniteQueryOptions({
    queryKey: ['blogs', 'search', term],
    queryFn: ({ pageParam }) =>
      import('./get-search-results').then((api) =>
        api.getSearchResults({ data: { term, start: pageParam } }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: BlogPage) => page.blogs),
  });
