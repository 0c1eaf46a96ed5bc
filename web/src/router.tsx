import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { Loader } from '@/components/ui/loader/Loader';
import { sentWithPage } from '@/lib/query/loader-data-only';
import { scrollRestorationAfterStart } from '@/lib/dom/scroll-after-start';
import { requestNonce } from '@/lib/security/request-nonce';
import { routeTree } from './routeTree.gen';

/** One router (and one query cache) per request on the server, one per tab in the browser. */
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1 },
      // What the server streams with a page (react-router-ssr-query reads it).
      dehydrate: { shouldDehydrateQuery: sentWithPage },
    },
  });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Data prefetched on hover is fresh enough for the click that follows.
    defaultPreloadStaleTime: 0,
    // The "Loading ..." spinner while a screen's data really loads (after 1 s of waiting).
    defaultPendingComponent: () => <Loader fullScreen />,
    // New pages start at the top and back/forward restore the position; html's
    // `scroll-behavior: smooth` (off for reduced motion) makes both glide. The first page is
    // left where the browser put it.
    scrollRestoration: scrollRestorationAfterStart(),
    // A personal page's CSP nonce (web/server/server.ts), stamped on every script it renders;
    // none on a page for everyone, whose scripts are allowed by hash.
    ssr: { nonce: requestNonce() },
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
