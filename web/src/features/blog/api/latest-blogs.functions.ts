import { createServerFn } from '@tanstack/react-start';
import { LatestBlogsDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toBlogCards, type BlogPage } from './blog-card';

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
