import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextStart } from '@/lib/pagination/next-start';
import type { MagazinePage } from './magazines.functions';

// The magazines' query options; each read's server function is imported when the query runs
// (docs/architecture.md, "A CMS read").

export const magazinesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['magazines', 'list'],
    queryFn: ({ pageParam }) =>
      import('./magazines.functions').then((read) => read.getMagazines({ data: pageParam })),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: MagazinePage) => page.magazines),
  });

export const magazineBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['magazines', 'by-slug', slug],
    queryFn: () =>
      import('./magazine-by-slug.functions').then((read) => read.getMagazineBySlug({ data: slug })),
  });
