import { queryOptions } from '@tanstack/react-query';

export const storyBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['stories', 'by-slug', slug],
    queryFn: () => import('./get-story-by-slug').then((api) => api.getStoryBySlug({ data: slug })),
  });
