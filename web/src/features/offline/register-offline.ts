// The page's side of reading offline, loaded after the page has started (use-offline-copy.ts):
// registers the service worker, then asks it to sync the saved copy now and after every save
// or unsave (the saved feature's window event, named by the root layout). A visitor's sync
// drops any copy a previous reader of this browser left: the saved list is personal.
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

let signedIn = false;
let started = false;

/**
 * Registers the worker (once per page) and syncs the copy for the reader as now known; later
 * calls only sync again (the reader signed in or out).
 */
export async function startOfflineCopy(reader: {
  signedIn: boolean;
  /** The window event dispatched after every save or unsave. */
  savedChangedEvent: string;
}): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  signedIn = reader.signedIn;
  if (!started) {
    started = true;
    window.addEventListener(
      reader.savedChangedEvent,
      () => void askSync(signedIn).catch(() => null),
    );
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  }
  await askSync(signedIn);
}
