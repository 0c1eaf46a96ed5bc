// The site's service worker (built into /sw.js by tools/build-offline.mjs, with Workbox's
// routing and strategies bundled in). It changes nothing for a reader who is online: pages,
// the built files and pictures come from the network as before, and nothing is cached on the
// way. Only when the network fails does it answer: a saved article's page and what it needs
// from the saved copy (saved-copy.ts), any other page with the offline screen. /api and every
// other request pass through untouched: no personal answer is ever kept.
// docs/decisions/069-read-offline-with-a-service-worker.md
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { offlineScreenResponse } from './offline-screen';
import { readSyncMessage } from './offline-messages';
import { SAVED_CACHE, readSavedList, syncSavedCopy, type SyncOutcome } from './saved-copy';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once, in every open tab: it keeps no copy of pages or code of its
// own that an older page could disagree with (the saved copy is data, and keeps its name), so
// there is nothing for a waiting step to protect.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

/** Caches of earlier layouts go when this worker takes over. */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('apogee-') && name !== SAVED_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/** The saved copy of the request's path (pictures whatever format was asked). */
async function fromSavedCopy(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  const cache = await caches.open(SAVED_CACHE);
  return cache.match(url.href, { ignoreVary: true });
}

/** When the network fails: the saved copy, else (pages) the offline screen. */
const savedCopyWhenOffline = (page: boolean): WorkboxPlugin => ({
  handlerDidError: async ({ request }) => {
    const saved = await fromSavedCopy(request);
    if (saved) return saved;
    if (!page) return undefined;
    const list = await readSavedList(caches);
    return offlineScreenResponse(list ?? { articles: [] });
  },
});

/** Paths that are the site's pages (not its API, its admin routes or the worker itself). */
const notPages = [/^\/api(\/|$)/, /^\/internal(\/|$)/, /^\/admin(\/|$)/, /^\/uploads\//];
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [savedCopyWhenOffline(true)] }), {
    denylist: notPages,
  }),
);
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/uploads/')),
  new NetworkOnly({ plugins: [savedCopyWhenOffline(false)] }),
);

/** One sync at a time, in the order pages asked. */
let syncing: Promise<unknown> = Promise.resolve();

self.addEventListener('message', (event) => {
  const request = readSyncMessage(event.data);
  if (!request) return;
  const reply = event.ports[0];
  const run = syncing.then(() =>
    syncSavedCopy(request, {
      fetch: (input, init) => fetch(input, init),
      caches,
      origin: self.location.origin,
    }),
  );
  syncing = run.catch(() => undefined);
  event.waitUntil(
    run.then(
      (outcome: SyncOutcome) => reply?.postMessage(outcome),
      () => reply?.postMessage({ status: 'unavailable' } satisfies SyncOutcome),
    ),
  );
});
