// The browser's entry (Start picks up src/client.tsx in place of its default). It does what
// Start's default does (hydrateStart + StartClient from @tanstack/react-start/client, 1.169),
// with two differences:
// - Start's hydration registers a serialization adapter that turns server functions found in a
//   page's data back into callable functions, and that adapter imports the whole RPC client
//   (request encoding, the seroval decoder: about 11 KB compressed) into every page's first
//   load. No page puts a server function in its data, so the RPC client now loads with the
//   first module that defines one, on the first client navigation that fetches.
// - Start builds the router inside React's first render (StartClient awaits it), one task of
//   some 60 ms on a phone that a tap cannot interrupt. Here each step of start-up is a task of
//   its own (docs/performance.md, "Start-up and hydration"): this module's evaluation, the
//   router, its page data, then React's hydration, which runs in a transition and so in
//   slices that yield to input. A button tapped before that is clicked again once the root
//   route's layout has hydrated (lib/dom/early-tap.ts).
// Check this file against Start's hydrateStart when upgrading @tanstack/react-start.
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/router-core/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { keepEarlyTap, takeEarlyTap } from './lib/dom/early-tap';
import { nextTask } from './lib/dom/next-task';
import { parseFormsWithoutEval } from './lib/security/zod-without-eval';
import { noteSessionAsRendered } from './lib/session/session';
import { getRouter } from './router';

/** What Start's scripts and RPC client keep on window (their own types are not exported). */
interface StartGlobals {
  /** Options of server functions called from the browser; none beyond Start's defaults. */
  __TSS_START_OPTIONS__?: { serializationAdapters: unknown[] };
  /** The streamed page data; `h()` tells its scripts that hydration is over (they clean up). */
  $_TSR?: { h?: () => void };
}
const startGlobals = window as unknown as StartGlobals;

async function start() {
  parseFormsWithoutEval();
  await nextTask();
  const router = getRouter();
  startGlobals.__TSS_START_OPTIONS__ = { serializationAdapters: [] };
  await nextTask();
  try {
    await hydrate(router);
  } finally {
    startGlobals.$_TSR?.h?.();
  }
  noteSessionAsRendered(router.options.context.queryClient);
  await nextTask();
  keepEarlyTap(takeEarlyTap());
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

void start().catch((error: unknown) => {
  // The page stays as the server rendered it: links work, forms stay disabled.
  console.error('The page could not start:', error);
});
