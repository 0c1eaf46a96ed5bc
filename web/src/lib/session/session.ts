import type { CurrentUser, SessionResponse } from '@apogee/contracts/accounts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { serverApiRequest } from '@/lib/api/api-server';

export type { CurrentUser };
export { avatarSrc, DEFAULT_AVATAR_URL } from './avatar';

/**
 * How long a known session is trusted before navigation re-checks it in the background:
 * SPEC.md checks the session on every route change; this keeps that to one call per 30 s.
 */
export const SESSION_STALE_MS = 30_000;

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * The signed-in reader, or null for a visitor. Runs on the web server (with the reader's
 * cookie); a failed check counts as a visitor and is only logged (SPEC.md §8).
 */
export const getSession = createServerFn({ method: 'GET' }).handler(
  async (): Promise<SessionResponse> => {
    try {
      return await serverApiRequest<SessionResponse>('/api/auth/session');
    } catch (error) {
      console.error('web: session check failed:', (error as Error).message);
      return { user: null };
    }
  },
);

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => getSession(),
    staleTime: SESSION_STALE_MS,
  });

/**
 * The session for a route's `beforeLoad`: the cached answer at once (re-checked in the
 * background when older than SESSION_STALE_MS), or a first check.
 */
export async function loadSession(queryClient: QueryClient): Promise<CurrentUser | null> {
  const session = await queryClient.ensureQueryData({
    ...sessionQueryOptions(),
    revalidateIfStale: true,
  });
  return session.user;
}

/** Replaces the known reader, e.g. after login or a profile update: the header follows. */
export function setSessionUser(queryClient: QueryClient, user: CurrentUser | null) {
  queryClient.setQueryData(SESSION_QUERY_KEY, { user });
}

/** The signed-in reader for components (header, forms that greet or prefill), or null. */
export function useCurrentUser(): CurrentUser | null {
  return useQuery(sessionQueryOptions()).data?.user ?? null;
}
