import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { acceptCookies, hasConsentCookie } from '../lib/cookie-consent';

// The settings panel is only downloaded when a reader asks to customise.
const CookieSettingsPanel = lazy(() => import('./CookieSettingsPanel'));

/** The cookie only changes through this banner, which closes itself when it does. */
const subscribeToNothing = () => () => {};

export interface CookieConsentProps {
  /** Starts visible (stories); on the site the cookie decides after hydration. */
  initiallyOpen?: boolean;
}

/**
 * SPEC.md §4 cookie banner: shown until the cookieAccepted cookie exists. Accept stores it for
 * 365 days; Decline stores nothing (the banner returns on the next page load); scrolling is
 * not consent. Rendered only in the browser, so cached server pages never carry it.
 */
export function CookieConsent({ initiallyOpen = false }: CookieConsentProps) {
  // The server renders no banner (pages are cached for everyone); the browser reads the cookie.
  const answered = useSyncExternalStore(
    subscribeToNothing,
    () => hasConsentCookie(),
    () => true,
  );
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
            onClick={() => setCustomising(true)}
            aria-haspopup="dialog"
          >
            Customize Cookies
          </button>
          <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
            Decline
          </button>
        </div>
      </section>
      {/* Room at the end of the page, so the banner never hides the footer's last lines. */}
      <div className="cookie-banner__spacer" aria-hidden="true" />
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
