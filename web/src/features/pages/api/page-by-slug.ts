import { queryOptions } from '@tanstack/react-query';
import type { Block } from '@apogee/contracts/blocks';

/** The editable pages of SPEC's static routes. */
export type StaticPageSlug = 'about-us' | 'privacy-policy' | 'terms-of-use' | 'information-policy';

export interface StaticPage {
  title: string;
  slug: string;
  body: Block[];
  summary: string;
  updatedAt: string | null;
}

export const pageBySlugQueryOptions = (slug: StaticPageSlug) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: () => import('./get-page-by-slug').then((api) => api.getPageBySlug({ data: slug })),
  });
