// Reading offline starts here, in the root layout: once the reader is known, after the page
// has loaded and the browser is idle, the registration code (its own chunk) comes and syncs
// the saved copy. Nothing of it is in a page's first load but this hook.
import { useEffect } from 'react';
import { useSessionUser } from '@/lib/session/session';

/** Resolves once the page has loaded and the browser has a moment. */
function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Registers the service worker and keeps the saved copy in step with the signed-in reader;
 * `savedChangedEvent` is the window event the page dispatches after every save or unsave.
 */
export function useOfflineCopy(savedChangedEvent: string) {
  const user = useSessionUser();
  const signedIn = user === undefined ? undefined : user !== null;
  useEffect(() => {
    // The production build only: the development server has no worker to serve.
    if (!import.meta.env.PROD || signedIn === undefined) return;
    void afterLoadAndIdle()
      .then(() => import('./register-offline'))
      .then(({ startOfflineCopy }) => startOfflineCopy({ signedIn, savedChangedEvent }))
      .catch((error: unknown) => console.warn('Reading offline is unavailable:', error));
  }, [signedIn, savedChangedEvent]);
}
