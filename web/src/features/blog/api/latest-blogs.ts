import { queryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { LatestBlogsDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';

export interface LatestBlog {
  id: string;
  title: string;
  slug: string;
  publishedAt: string | null;
}

export const getLatestBlogs = createServerFn({ method: 'GET' })
  .validator((limit: number) => Math.min(Math.max(Math.trunc(limit), 1), 50))
  .handler(async ({ data: limit }): Promise<LatestBlog[]> => {
    const result = await cmsQuery(LatestBlogsDocument, { limit });
    return result.blogs.flatMap((blog) =>
      blog?.slug && blog.title
        ? [
            {
              id: blog.documentId,
              title: blog.title,
              slug: blog.slug,
              publishedAt: blog.publishedAt,
            },
          ]
        : [],
    );
  });

export const latestBlogsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['blogs', 'latest', limit],
    queryFn: () => getLatestBlogs({ data: limit }),
  });
