import { Suspense, useEffect, type ReactNode } from 'react';
import { useSiteSettings } from '@/lib/site/use-site-settings';
import { BackToTop } from './BackToTop';
import { LoginButton } from './LoginButton';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export interface SiteShellProps {
  children: ReactNode;
  /** Header account slot; the Login button until accounts fill it. */
  account?: ReactNode;
  /** Footer newsletter slot. */
  newsletter?: ReactNode;
  /** Bottom-of-page slot for the cookie consent banner. */
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
    // SPEC: the theme is always "day", remembered in local storage.
    try {
      window.localStorage.setItem('theme', 'day');
    } catch {
      // Storage can be unavailable (private mode); the theme does not depend on it.
    }
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Suspense>
        <SiteHeader siteName={settings.siteName} account={account} />
      </Suspense>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Suspense>
        <SiteFooter
          siteName={settings.siteName}
          description={settings.footerDescription}
          operatingCompany={settings.operatingCompany}
          socialLinks={settings.socialLinks}
          newsletter={newsletter}
        />
      </Suspense>
      <BackToTop />
      <Suspense>{consent}</Suspense>
    </>
  );
}
