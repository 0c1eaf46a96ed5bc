import { BLOG_PAGE_SIZE, RECENT_POSTS } from '@apogee/contracts/editorial';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { nextStart } from '@/lib/pagination/next-start';
import type { BlogPage } from './blog-card';

export const latestBlogsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['blogs', 'latest'],
    // Home's "Recent posts" starts with the newest RECENT_POSTS, then grows by BLOG_PAGE_SIZE.
    queryFn: ({ pageParam }) =>
      import('./get-latest-blogs').then((api) =>
        api.getLatestBlogs({
          data: { start: pageParam, limit: pageParam === 0 ? RECENT_POSTS : BLOG_PAGE_SIZE },
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: BlogPage) => page.blogs),
  });
