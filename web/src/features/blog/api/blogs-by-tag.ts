import { queryOptions } from '@tanstack/react-query';
import type { BlogPage } from './blog-card';

export interface TagPage extends BlogPage {
  pageCount: number;
}

export const blogsByTagQueryOptions = (tag: string, page: number) =>
  queryOptions({
    queryKey: ['blogs', 'by-tag', tag, page],
    queryFn: () =>
      import('./get-blogs-by-tag').then((api) => api.getBlogsByTag({ data: { tag, page } })),
  });
