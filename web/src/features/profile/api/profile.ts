import { queryOptions } from '@tanstack/react-query';

/** Keyed by the reader, so a later login in the same tab never shows someone else's. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: () => import('./get-profile').then((api) => api.getProfile()),
  });
