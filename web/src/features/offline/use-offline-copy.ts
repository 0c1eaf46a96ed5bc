// Reading offline starts here, in the root layout. For a signed-in reader, once known, the
// registration code (its own chunk) comes and, when the browser is idle, registers the worker
// and syncs the saved copy. A visitor's page registers nothing and loads nothing more: it only
// empties a copy a previous reader of this browser left (the saved list is personal), once the
// service confirms nobody is signed in (offline, a failed session check also reads as a visitor).
import { useEffect } from 'react';
import { useSessionUser } from '@/lib/session/session';
import { SAVED_CACHE } from './saved-copy';

/**
 * Deletes the saved copy if there is one and the service says nobody is signed in (its session
 * answer for a visitor: 200 with no user; a failed request keeps the copy).
 */
async function dropPreviousReadersCopy() {
  if (!(await caches.has(SAVED_CACHE))) return;
  const answer = await fetch('/api/auth/session', { headers: { accept: 'application/json' } });
  const session = answer.ok ? ((await answer.json()) as { user?: unknown }) : null;
  if (session && session.user === null) await caches.delete(SAVED_CACHE);
}

/**
 * Keeps the saved copy in step with the signed-in reader; `savedChangedEvent` is the window
 * event the page dispatches after every save or unsave.
 */
export function useOfflineCopy(savedChangedEvent: string) {
  const user = useSessionUser();
  const signedIn = user === undefined ? undefined : user !== null;
  useEffect(() => {
    // The production build only: the development server has no worker to serve.
    if (!import.meta.env.PROD || signedIn === undefined) return;
    if (!signedIn) {
      if ('caches' in window) void dropPreviousReadersCopy().catch(() => undefined);
      return;
    }
    void import('./register-offline')
      .then(({ startOfflineCopy }) => startOfflineCopy(savedChangedEvent))
      .catch((error: unknown) => console.warn('Reading offline is unavailable:', error));
  }, [signedIn, savedChangedEvent]);
}
