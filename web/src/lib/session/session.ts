import type { CurrentUser, SessionResponse } from '@apogee/contracts/accounts';
import { carriesSessionCookie } from '@apogee/contracts/session-cookie';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequestHeader } from '@tanstack/react-start/server';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { SESSION_HINT_HEADER } from './session-hint-header';

export type { CurrentUser };

/**
 * How long a known session is trusted before navigation re-checks it in the background:
 * The older site checked the session on every route change; this keeps that to one call per
 * 30 s (docs/decisions/044-session-checked-at-most-every-30-seconds.md).
 */
export const SESSION_STALE_MS = 30_000;

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * Asks the quiz-service who the reader is. On the server while a page renders, with the
 * reader's cookie (a request without a session cookie is a visitor's, known without asking);
 * in the browser through the web's /api proxy (one small request, which also clears a cookie
 * whose session has ended). A failed check counts as a visitor and is only logged.
 */
const askForSession = createIsomorphicFn()
  .server(async (): Promise<SessionResponse> => {
    if (!carriesSessionCookie(getRequestHeader('cookie'))) return { user: null };
    try {
      // Loaded here, in the server branch the build removes from the browser's bundle, so
      // browser code (and Storybook) never loads a server-only module.
      const { serverApiRequest } = await import('@/lib/api/api-request.server');
      return await serverApiRequest<SessionResponse>('/api/auth/session');
    } catch (error) {
      console.error('web: session check failed:', (error as Error).message);
      return { user: null };
    }
  })
  .client(async (): Promise<SessionResponse> => {
    try {
      const { apiRequest } = await import('@/lib/api/api-request');
      return await apiRequest<SessionResponse>('/api/auth/session');
    } catch (error) {
      console.error('Session check failed:', (error as Error).message);
      return { user: null };
    }
  });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => askForSession(),
    staleTime: SESSION_STALE_MS,
  });

/**
 * The session the page was rendered with on the server, as the page's data brought it: what a
 * part of the page must render while it hydrates. The footer and /quizzes' dashboard hydrate
 * only once their code comes, near the screen; rendered by then with the session the browser
 * had learnt meanwhile (a page for everyone leaves the reader to the browser), they did not
 * match the server's HTML (React's error #418) and were thrown away and rendered again.
 */
let sessionAsRendered: SessionResponse | undefined;

/** Notes the session of the page's data, before React hydrates the page (client.tsx). */
export function noteSessionAsRendered(queryClient: QueryClient) {
  sessionAsRendered = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY);
}

/**
 * True while the server renders a page for everyone for a reader who sent a session cookie
 * (the web server's hint; the render itself never sees the cookie): the page leaves the
 * reader's parts to the browser, which asks who they are once it runs. False in the browser.
 */
export const sessionLeftToBrowser = createIsomorphicFn()
  .server((): boolean => getRequestHeader(SESSION_HINT_HEADER) === '1')
  .client((): boolean => false);

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
 * The reader as far as this page knows: the signed-in reader, null for a visitor, or
 * undefined while unknown (a page for everyone opened with a session cookie, until the
 * browser's check answers; the hook starts that check). Components show a neutral
 * placeholder of the same size while it is undefined, so no visitor's "Login" flashes at a
 * signed-in reader and nothing moves when the answer comes. It follows the cached session
 * (loaded by the root route, re-checked on navigation, replaced by setSessionUser) without
 * a query observer: useQuery would bring TanStack Query's observer into every page's first
 * load (about 2.5 KB compressed) only for the header to read it.
 */
export function useSessionUser(): CurrentUser | null | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const session = () => queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY);
  // Hydrating, a part renders what the server rendered, however late it hydrates.
  const known = useSyncExternalStore(
    subscribe,
    session,
    import.meta.env.SSR ? session : () => sessionAsRendered,
  );
  useEffect(() => {
    if (!known) void loadSession(queryClient);
  }, [known, queryClient]);
  return known ? known.user : undefined;
}

/** The signed-in reader for components that need nothing else, or null (also while unknown). */
export function useCurrentUser(): CurrentUser | null {
  return useSessionUser() ?? null;
}
