import { describe, expect, it } from 'vitest';
import { sharedPageCookie } from '@/lib/http/page-audience.server';
import {
  CONSENT_COOKIE,
  DEFAULT_PREFERENCES,
  hasConsentCookie,
  readCookiePreferences,
} from './cookie-consent';

describe('cookie consent cookies', () => {
  it('sees the consent cookie among others', () => {
    expect(hasConsentCookie('theme=day; cookieAccepted=true')).toBe(true);
    expect(hasConsentCookie('theme=day')).toBe(false);
    expect(hasConsentCookie('xcookieAccepted=true')).toBe(false);
  });

  it('reads saved preferences, with essential always on', () => {
    const saved = encodeURIComponent(
      JSON.stringify({
        essential: false,
        performance: true,
        functionality: false,
        targeting: true,
      }),
    );
    expect(readCookiePreferences(`cookieAccepted=true; cookiePreferences=${saved}`)).toEqual({
      essential: true,
      performance: true,
      functionality: false,
      targeting: true,
    });
  });

  it('allows everything after a plain Accept and nothing optional without an answer', () => {
    expect(readCookiePreferences('cookieAccepted=true')).toEqual({
      essential: true,
      performance: true,
      functionality: true,
      targeting: true,
    });
    expect(readCookiePreferences('')).toEqual(DEFAULT_PREFERENCES);
    expect(readCookiePreferences('cookiePreferences=%7Bbroken')).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('the banner on pages for everyone', () => {
  it('is rendered from the consent cookie, which pages for everyone are rendered with', () => {
    // consentAnswered reads it on the server; a page for everyone sees only the shared cookies.
    const rendered = sharedPageCookie(`apogee_session=abc; ${CONSENT_COOKIE}=true; theme=day`);
    expect(hasConsentCookie(rendered ?? '')).toBe(true);
  });
});
