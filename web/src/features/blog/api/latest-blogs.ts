import { queryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { LatestBlogsDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toBlogCards, type BlogCard } from './blog-card';

export const getLatestBlogs = createServerFn({ method: 'GET' })
  .validator((limit: number) => Math.min(Math.max(Math.trunc(limit) || 1, 1), 50))
  .handler(async ({ data: limit }): Promise<BlogCard[]> => {
    const result = await cmsQuery(LatestBlogsDocument, { limit });
    return toBlogCards(result.blogs);
  });

export const latestBlogsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['blogs', 'latest', limit],
    queryFn: () => getLatestBlogs({ data: limit }),
  });
