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
import { THEME_COLOURS, THEME_SCRIPT } from '@/components/theme/theme-script';
import { HeaderAccount } from '@/features/auth/components/HeaderAccount';
import {
  ArticleActionsContext,
  type ArticleActionsProps,
} from '@/components/content/article-actions';
import { CookieConsent } from '@/features/cookie-consent/components/CookieConsent';
import { LazyNewsletterForm } from '@/features/newsletter/components/LazyNewsletterForm';
import { SaveSlot } from '@/features/saved/SaveSlot';
import { useOfflineCopy } from '@/features/offline/use-offline-copy';
import { SAVED_CHANGED_EVENT } from '@/features/saved/saved-events';
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
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // Installable, and readable offline (features/offline).
      { rel: 'manifest', href: '/manifest.webmanifest' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
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

/** The Save button on every article card and page (features/saved). */
const saveSlot = (props: ArticleActionsProps) => <SaveSlot {...props} />;

/** The story viewer is full screen, outside the shell (docs/product/stories.md). */
function RootLayout() {
  useEarlyTapReplay();
  useOfflineCopy(SAVED_CHANGED_EVENT);
  const bare = useRouterState({
    select: (state) => state.location.pathname.startsWith('/story/'),
  });
  if (bare) return <Outlet />;
  return (
    <SiteShell account={<HeaderAccount />} newsletter={newsletterSlot} consent={<CookieConsent />}>
      <ArticleActionsContext.Provider value={saveSlot}>
        <Outlet />
      </ArticleActionsContext.Provider>
    </SiteShell>
  );
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    // The head script sets the theme on <html> before React runs (suppressHydrationWarning).
    <html lang="en" suppressHydrationWarning>
      <head>
        <HeadContent />
        {/* The browser's bar takes the theme's colour; the script below sets it to the night
            one for a night reader. Not in head() meta: the script must find it in place. */}
        <meta name="theme-color" content={THEME_COLOURS.day} suppressHydrationWarning />
        {/* Before the first paint: the reader's theme, with no flash of the other one
            (docs/decisions/066-theme-without-a-flash.md). Its text only in the server's build:
            in the browser ScriptOnce renders nothing. */}
        <ScriptOnce>{import.meta.env.SSR ? THEME_SCRIPT : ''}</ScriptOnce>
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
