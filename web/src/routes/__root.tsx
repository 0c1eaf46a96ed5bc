import type { QueryClient } from '@tanstack/react-query';
import {
  HeadContent,
  Outlet,
  ScriptOnce,
  Scripts,
  createRootRouteWithContext,
  useRouterState,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { SiteShell } from '@/components/layout/SiteShell';
import { HeaderAccount } from '@/features/auth/components/HeaderAccount';
import { CookieConsent } from '@/features/cookie-consent/components/CookieConsent';
import { LazyNewsletterForm } from '@/features/newsletter/components/LazyNewsletterForm';
import { EARLY_TAP_SCRIPT, useEarlyTapReplay } from '@/lib/dom/early-tap';
import { organizationJsonLd } from '@/lib/seo/page-head';
import { loadSession, sessionLeftToBrowser } from '@/lib/session/session';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import appCss from '@/styles/app.css?url';

export interface RouterContext {
  queryClient: QueryClient;
}

/** Made once: a new element on each render would re-render the footer (SiteShell). */
const newsletterSlot = <LazyNewsletterForm />;

export const Route = createRootRouteWithContext<RouterContext>()({
  // The reader's session, on the server for the first page and re-checked (at most every
  // 30 s) on navigation; components read it through its query (useSessionUser), guarded
  // routes as context.user (requireUser). A page for everyone rendered for a reader with a
  // session cookie leaves it unknown: the browser asks (docs/architecture.md).
  beforeLoad: async ({ context }) => {
    if (!sessionLeftToBrowser()) await loadSession(context.queryClient);
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(siteSettingsQueryOptions()),
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b1530' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'alternate', type: 'application/rss+xml', title: 'RSS', href: '/rss.xml' },
    ],
    scripts: loaderData
      ? [
          {
            type: 'application/ld+json',
            children: JSON.stringify(organizationJsonLd(loaderData)).replace(/</g, '\\u003c'),
          },
        ]
      : [],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: () => (
    <SiteShell account={<HeaderAccount />} newsletter={newsletterSlot} consent={<CookieConsent />}>
      <NotFoundPage />
    </SiteShell>
  ),
  errorComponent: ({ error }) => (
    <ErrorPage message={error instanceof Error ? error.message : undefined} />
  ),
});

/** The story viewer is full screen, outside the shell (docs/product/stories.md). */
function RootLayout() {
  useEarlyTapReplay();
  const bare = useRouterState({
    select: (state) => state.location.pathname.startsWith('/story/'),
  });
  if (bare) return <Outlet />;
  return (
    <SiteShell account={<HeaderAccount />} newsletter={newsletterSlot} consent={<CookieConsent />}>
      <Outlet />
    </SiteShell>
  );
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {/* Before anything can be tapped: a tap on a button before hydration is replayed. */}
        <ScriptOnce>{EARLY_TAP_SCRIPT}</ScriptOnce>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
