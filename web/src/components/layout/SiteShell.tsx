import { Suspense, useEffect, type ReactNode } from 'react';
import { deferredPart, lazyWhen } from '@/components/lazy/lazy-when';
import { whenNearScreen } from '@/lib/dom/when-near-screen';
import { whenScrolledPast } from '@/lib/dom/when-scrolled';
import { useSiteSettings } from '@/lib/site/use-site-settings';
import { currentTheme, THEME_KEY } from '@/components/theme/theme';
import { LoginButton } from './LoginButton';
import type { SiteFooterProps } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The footer is at the end of every page: the browser asks for its code once it nears the
 * screen (lazyWhen), which keeps it out of every page's first load.
 */
const Footer = import.meta.env.SSR
  ? (await import('./SiteFooter')).SiteFooter
  : lazyWhen<SiteFooterProps>(
      () => whenNearScreen(() => document.querySelector('.site-footer')),
      () => import('./SiteFooter').then((module) => module.SiteFooter),
    );

/**
 * The back-to-top button shows after 200 px of scrolling (docs/product/site-shell.md): its code
 * comes then.
 */
const BackToTop = import.meta.env.SSR
  ? (await import('./BackToTop')).BackToTop
  : lazyWhen(
      () => whenScrolledPast(200),
      () => import('./BackToTop').then((module) => module.BackToTop),
    );

/** Re-rendered only when the settings it shows change. */
const DeferredFooter = deferredPart(Footer);
const DeferredBackToTop = deferredPart(BackToTop);

export interface SiteShellProps {
  children: ReactNode;
  /** Header account slot; the Login button until accounts fill it. */
  account?: ReactNode;
  /**
   * Footer newsletter slot: an element made once (__root.tsx), so the footer is not re-rendered
   * while it waits for its code.
   */
  newsletter?: ReactNode;
  /** Slot for the cookie consent banner (fixed to the bottom of the screen, first in the page). */
  consent?: ReactNode;
}

/**
 * Header, footer and back-to-top around every screen but the story viewer. The header, the
 * footer and the consent banner are Suspense boundaries: React hydrates each on its own (a
 * task each instead of one long one), and a tap on the header during start-up hydrates the
 * header alone first (docs/performance.md, "Start-up and hydration").
 */
export function SiteShell({
  children,
  account = <LoginButton />,
  newsletter,
  consent,
}: SiteShellProps) {
  const settings = useSiteSettings();
  useEffect(() => {
    // The theme in use (`day` or `night`, set by the head script), remembered in local storage
    // once the page runs (docs/product/site-shell.md, "Theme").
    try {
      window.localStorage.setItem(THEME_KEY, currentTheme());
    } catch {
      // Storage can be unavailable (private mode); the theme does not depend on it.
    }
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {/* The banner is fixed to the bottom of the screen, but comes first in the page so that
          it is among the first Tab stops, not after every link of the page. */}
      <Suspense>{consent}</Suspense>
      <Suspense>
        <SiteHeader siteName={settings.siteName} account={account} />
      </Suspense>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <DeferredFooter
        siteName={settings.siteName}
        description={settings.footerDescription}
        operatingCompany={settings.operatingCompany}
        socialLinks={settings.socialLinks}
        newsletter={newsletter}
      />
      <DeferredBackToTop />
    </>
  );
}
