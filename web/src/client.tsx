// The browser's entry (Start picks up src/client.tsx in place of its default). It does what
// Start's default does (hydrateStart + StartClient from @tanstack/react-start/client, 1.169),
// minus one thing: Start's hydration registers a serialization adapter that turns server
// functions found in a page's data back into callable functions, and that adapter imports the
// whole RPC client (request encoding, the seroval decoder: about 11 KB compressed) into every
// page's first load. No page puts a server function in its data, so the RPC client now loads
// with the first module that defines one, on the first client navigation that fetches.
// Check this file against Start's hydrateStart when upgrading @tanstack/react-start.
import type { AnyRouter } from '@tanstack/react-router';
import { Await, RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/router-core/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { parseFormsWithoutEval } from './lib/security/zod-without-eval';
import { getRouter } from './router';

/** What Start's scripts and RPC client keep on window (their own types are not exported). */
interface StartGlobals {
  /** Options of server functions called from the browser; none beyond Start's defaults. */
  __TSS_START_OPTIONS__?: { serializationAdapters: unknown[] };
  /** The streamed page data; `h()` tells its scripts that hydration is over (they clean up). */
  $_TSR?: { h?: () => void };
}
const startGlobals = window as unknown as StartGlobals;

parseFormsWithoutEval();

async function hydrateRouter(): Promise<AnyRouter> {
  const router = getRouter();
  startGlobals.__TSS_START_OPTIONS__ = { serializationAdapters: [] };
  await hydrate(router);
  return router;
}

let hydration: Promise<AnyRouter> | undefined;

function SiteClient() {
  hydration ??= hydrateRouter().finally(() => startGlobals.$_TSR?.h?.());
  return <Await promise={hydration}>{(router) => <RouterProvider router={router} />}</Await>;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <SiteClient />
    </StrictMode>,
  );
});
