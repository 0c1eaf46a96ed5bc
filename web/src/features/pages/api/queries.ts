import { queryOptions } from '@tanstack/react-query';
import type { StaticPageSlug } from './page-by-slug.functions';

// The editable pages' query options; each read's server function is imported when the query
// runs (docs/architecture.md, "A CMS read").

export const pageBySlugQueryOptions = (slug: StaticPageSlug) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: () =>
      import('./page-by-slug.functions').then((read) => read.getPageBySlug({ data: slug })),
  });

export const publisherQueryOptions = () =>
  queryOptions({
    queryKey: ['publisher'],
    queryFn: () => import('./publisher.functions').then((read) => read.getPublisher()),
  });
