import { queryOptions } from '@tanstack/react-query';

// The signed-in reader's reads, keyed by the reader so that a later login in the same tab
// never shows someone else's. Each server function is imported when its query runs
// (docs/architecture.md, "A CMS read": the same convention for the quiz-service's reads).

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: () => import('./profile.functions').then((read) => read.getProfile()),
  });

export const sessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['account-sessions', userId],
    queryFn: () => import('./sessions.functions').then((read) => read.getSessions()),
  });
