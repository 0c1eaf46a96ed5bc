import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toBlogCards, type BlogPage } from './blog-card';

/** The newest articles, from `start`. */
const latestBlogsQuery = graphql(`
  query LatestBlogs($start: Int!, $limit: Int!) {
    blogs_connection(sort: ["publishedAt:desc"], pagination: { start: $start, limit: $limit }) {
      nodes {
        ...BlogCardFields
      }
      pageInfo {
        total
      }
    }
  }
`);

export const getLatestBlogs = createServerFn({ method: 'GET' })
  .validator((input: { start: number; limit: number }) => ({
    start: Math.max(0, Math.trunc(Number(input.start)) || 0),
    limit: Math.min(Math.max(Math.trunc(Number(input.limit)) || 1, 1), 50),
  }))
  .handler(async ({ data }): Promise<BlogPage> => {
    const { blogs_connection } = await cmsQuery(latestBlogsQuery, data);
    return {
      blogs: toBlogCards(blogs_connection?.nodes ?? []),
      total: blogs_connection?.pageInfo.total ?? 0,
    };
  });
