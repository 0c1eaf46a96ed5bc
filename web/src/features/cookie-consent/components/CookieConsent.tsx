import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { consentAnswered } from '../lib/consent-answered';
import { acceptCookies, declineCookies, hasConsentCookie } from '../lib/cookie-consent';

// The settings panel is only downloaded when a reader asks to customise.
const CookieSettingsPanel = lazy(() => import('./CookieSettingsPanel'));

/** The cookie only changes through this banner, which closes itself when it does. */
const subscribeToNothing = () => () => {};

export interface CookieConsentProps {
  /** Starts visible whatever the cookie says (stories). */
  initiallyOpen?: boolean;
}

/**
 * The cookie banner (docs/product/site-shell.md#cookie-banner): shown until the cookieAccepted
 * cookie exists. Accept stores it for 365 days; Decline stores it too, as `false` with every
 * optional category off, so a reader who declined is not asked again on every page; scrolling is
 * not consent. Rendered by the server for a reader without the cookie, so it is part of the first
 * paint instead of appearing (and becoming the page's largest paint) after hydration; its buttons
 * wait for the page's script to run. The shell puts it first after the skip link, so it is among
 * the first Tab stops, and while it shows the page keeps room under the last line and above the
 * banner for whatever has focus (cookie-consent.css).
 */
export function CookieConsent({ initiallyOpen = false }: CookieConsentProps) {
  const answered = useSyncExternalStore(
    subscribeToNothing,
    () => hasConsentCookie(),
    () => consentAnswered(),
  );
  // The buttons need React: a click before hydration would do nothing.
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const [customising, setCustomising] = useState(false);
  const customiseButton = useRef<HTMLButtonElement>(null);
  const setOpen = (open: boolean) => setClosed(!open);

  if (closed || (answered && !initiallyOpen)) return null;
  return (
    <>
      <section className="cookie-banner" role="region" aria-labelledby="cookie-banner-title">
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            We use cookies
          </h2>
          <p>
            Essential cookies keep the site working. With your consent we would also use
            performance, functionality and targeting cookies. You choose which.
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={!hydrated}
            onClick={() => {
              acceptCookies();
              setOpen(false);
            }}
          >
            Accept
          </button>
          <button
            type="button"
            className="button button--secondary"
            ref={customiseButton}
            disabled={!hydrated}
            onClick={() => setCustomising(true)}
            aria-haspopup="dialog"
          >
            Customize Cookies
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={!hydrated}
            onClick={() => {
              declineCookies();
              setOpen(false);
            }}
          >
            Decline
          </button>
        </div>
      </section>
      {customising ? (
        <Suspense fallback={null}>
          <CookieSettingsPanel
            onClose={() => {
              setCustomising(false);
              // Keyboard users continue where they opened the dialog.
              customiseButton.current?.focus();
            }}
            onSaved={() => {
              setCustomising(false);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
