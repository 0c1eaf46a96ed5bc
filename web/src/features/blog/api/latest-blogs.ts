import { infiniteQueryOptions } from '@tanstack/react-query';
import { nextStart } from '@/lib/pagination/next-start';
import { BLOG_PAGE_SIZE, type BlogPage } from './blog-card';

/** Home's "Recent posts" starts with the newest 6 (DECISIONS.md), then grows by 12. */
export const RECENT_POSTS = 6;

export const latestBlogsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['blogs', 'latest'],
    queryFn: ({ pageParam }) =>
      import('./get-latest-blogs').then((api) =>
        api.getLatestBlogs({
          data: { start: pageParam, limit: pageParam === 0 ? RECENT_POSTS : BLOG_PAGE_SIZE },
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: BlogPage) => page.blogs),
  });
