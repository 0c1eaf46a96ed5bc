import { queryOptions } from '@tanstack/react-query';

/** Keyed by the reader, so a later login in the same tab never shows someone else's. */
export const sessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['account-sessions', userId],
    queryFn: () => import('./get-sessions').then((api) => api.getSessions()),
  });
