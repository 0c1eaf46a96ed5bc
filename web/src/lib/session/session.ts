import type { CurrentUser, SessionResponse } from '@apogee/contracts/accounts';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

export type { CurrentUser };
export { avatarSrc, DEFAULT_AVATAR_URL } from './avatar';

/**
 * How long a known session is trusted before navigation re-checks it in the background:
 * SPEC.md checks the session on every route change; this keeps that to one call per 30 s.
 */
export const SESSION_STALE_MS = 30_000;

export const SESSION_QUERY_KEY = ['session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    // Imported when it runs: on the server, or in the browser when the session is re-checked.
    queryFn: async () => (await import('./session.functions')).getSession(),
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

/**
 * The signed-in reader for components (header, forms that greet or prefill), or null. It
 * follows the cached session (loaded by the root route, re-checked on navigation, replaced
 * by setSessionUser) without a query observer: useQuery would bring TanStack Query's observer
 * into every page's first load (about 2.5 KB compressed) only for the header to read it.
 */
export function useCurrentUser(): CurrentUser | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const session = () => queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY);
  return useSyncExternalStore(subscribe, session, session)?.user ?? null;
}
