import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';
import { useScrollPosition } from '@/lib/dom/use-scroll-position';
import { SearchToggle } from './SearchToggle';
import { SiteNavList } from './SiteNavList';

/**
 * The header turns sticky past 100 px; the mobile menu closes above 1024 px
 * (docs/product/site-shell.md).
 */
export const STICKY_AFTER_PX = 100;
export const MOBILE_BREAKPOINT_PX = 1024;

export interface SiteHeaderProps {
  siteName: string;
  /** Right side of the header: the Login button, or the signed-in reader's menu. */
  account: ReactNode;
}

export function SiteHeader({ siteName, account }: SiteHeaderProps) {
  const { y } = useScrollPosition();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const burger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.body.classList.toggle('menu-open', menuOpen);
    return () => document.body.classList.remove('menu-open');
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    // Keyboard users land in the menu, and Escape closes it.
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      burger.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  useEffect(() => {
    const closeWhenWide = () => {
      if (window.innerWidth > MOBILE_BREAKPOINT_PX) setMenuOpen(false);
    };
    window.addEventListener('resize', closeWhenWide);
    return () => window.removeEventListener('resize', closeWhenWide);
  }, []);

  const close = () => setMenuOpen(false);

  return (
    <header className={y > STICKY_AFTER_PX ? 'site-header site-header--sticky' : 'site-header'}>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={`${siteName} home`}>
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
            <circle cx="16" cy="16" r="15" fill="var(--color-logo-disc)" />
            <path
              d="M6 21c6-1 13-6 20-14"
              stroke="var(--color-accent)"
              strokeWidth="2.5"
              fill="none"
            />
            <circle cx="24" cy="9" r="2.5" fill="var(--color-on-night)" />
          </svg>
          <span>{siteName}</span>
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <SiteNavList />
        </nav>
        <div className="site-header__actions">
          <SearchToggle />
          <ThemeSwitch />
          <div className="site-header__account">{account}</div>
          <button
            ref={burger}
            type="button"
            className="icon-button site-header__burger"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="burger" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>
      <div
        className={menuOpen ? 'mobile-menu-overlay is-open' : 'mobile-menu-overlay'}
        aria-hidden="true"
        onClick={close}
      />
      <nav
        id="mobile-menu"
        className={menuOpen ? 'mobile-menu is-open' : 'mobile-menu'}
        aria-label="Mobile"
        hidden={!menuOpen}
      >
        <button
          ref={closeButton}
          type="button"
          className="icon-button mobile-menu__close"
          onClick={close}
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close menu</span>
        </button>
        <SiteNavList onNavigate={close} />
        <ThemeSwitch look="labelled" />
      </nav>
    </header>
  );
}
