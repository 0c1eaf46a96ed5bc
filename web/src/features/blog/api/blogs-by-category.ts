import { infiniteQueryOptions } from '@tanstack/react-query';
import { nextStart } from '@/lib/pagination/next-start';
import type { BlogPage } from './blog-card';

export interface CategoryPage extends BlogPage {
  /** Null when no category has this slug. */
  category: { name: string; slug: string } | null;
}

export const blogsByCategoryQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['blogs', 'by-category', slug],
    queryFn: ({ pageParam }) =>
      import('./get-blogs-by-category').then((api) =>
        api.getBlogsByCategory({ data: { slug, start: pageParam } }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: BlogPage) => page.blogs),
  });
