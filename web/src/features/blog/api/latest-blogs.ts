import { infiniteQueryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { LatestBlogsDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { nextStart } from '@/lib/pagination/next-start';
import { BLOG_PAGE_SIZE, toBlogCards, type BlogPage } from './blog-card';

/** Home's "Recent posts" starts with the newest 6 (DECISIONS.md), then grows by 12. */
export const RECENT_POSTS = 6;

export const getLatestBlogs = createServerFn({ method: 'GET' })
  .validator((input: { start: number; limit: number }) => ({
    start: Math.max(0, Math.trunc(Number(input.start)) || 0),
    limit: Math.min(Math.max(Math.trunc(Number(input.limit)) || 1, 1), 50),
  }))
  .handler(async ({ data }): Promise<BlogPage> => {
    const { blogs_connection } = await cmsQuery(LatestBlogsDocument, data);
    return {
      blogs: toBlogCards(blogs_connection?.nodes ?? []),
      total: blogs_connection?.pageInfo.total ?? 0,
    };
  });

export const latestBlogsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['blogs', 'latest'],
    queryFn: ({ pageParam }) =>
      getLatestBlogs({
        data: { start: pageParam, limit: pageParam === 0 ? RECENT_POSTS : BLOG_PAGE_SIZE },
      }),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: BlogPage) => page.blogs),
  });
