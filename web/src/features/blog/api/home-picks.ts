import { queryOptions } from '@tanstack/react-query';
import type { BlogCard } from './blog-card';

export interface HomePicks {
  hero: BlogCard | null;
  /** Up to 4 articles chosen by the editors. */
  editorsPicks: BlogCard[];
}

export const homePicksQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'picks'],
    queryFn: () => import('./get-home-picks').then((api) => api.getHomePicks()),
  });
