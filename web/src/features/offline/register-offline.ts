// The page's side of reading offline, loaded for a signed-in reader once the page has started
// (use-offline-copy.ts): registers the service worker, then asks it to sync the saved copy now
// and after every save or unsave (the saved feature's window event, named by the root layout).
import { OFFLINE_SYNC_MESSAGE, type OfflineSyncMessage } from './offline-messages';
import type { SyncOutcome } from './saved-copy';

export const SERVICE_WORKER_URL = '/sw.js';

/** The stylesheets this page links (same-origin paths), for the offline screen. */
function pageStylesheets(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => new URL(link.href, location.href))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname);
}

/** Asks the active worker to sync; resolves with its outcome. */
async function askSync(signedIn: boolean): Promise<SyncOutcome | null> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return null;
  const message: OfflineSyncMessage = {
    type: OFFLINE_SYNC_MESSAGE,
    signedIn,
    theme: document.documentElement.dataset.theme === 'night' ? 'night' : 'day',
    stylesheets: pageStylesheets(),
  };
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<SyncOutcome>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

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

let started = false;

/**
 * For a signed-in reader: registers the worker (once per page) when the browser is idle, and
 * syncs the copy now and after every save or unsave (`savedChangedEvent`, the window event the
 * saved feature dispatches).
 */
export async function startOfflineCopy(savedChangedEvent: string): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext || started) return;
  started = true;
  await afterLoadAndIdle();
  window.addEventListener(savedChangedEvent, () => void askSync(true).catch(() => null));
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await askSync(true);
}
