import { queryOptions } from '@tanstack/react-query';

// The stories' query options; each read's server function is imported when the query runs
// (docs/architecture.md, "A CMS read").

export const storiesQueryOptions = () =>
  queryOptions({
    queryKey: ['stories', 'list'],
    queryFn: () => import('./stories.functions').then((read) => read.getStories()),
  });

export const storyBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['stories', 'by-slug', slug],
    queryFn: () =>
      import('./story-by-slug.functions').then((read) => read.getStoryBySlug({ data: slug })),
  });
