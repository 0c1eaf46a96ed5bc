import { queryOptions } from '@tanstack/react-query';

export const relatedBlogsQueryOptions = (slug: string, tagSlugs: string[]) =>
  queryOptions({
    queryKey: ['blogs', 'related', slug, tagSlugs],
    queryFn: () =>
      import('./get-related-blogs').then((api) =>
        api.getRelatedBlogs({ data: { slug, tagSlugs } }),
      ),
  });
