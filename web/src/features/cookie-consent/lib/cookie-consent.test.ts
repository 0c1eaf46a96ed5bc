import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedPageCookie } from '../../../../server/http/page-audience';
import {
  CONSENT_COOKIE,
  declineCookies,
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

/** A browser's cookie jar as `document.cookie` shows it: name=value pairs, attributes dropped. */
function fakeCookieJar() {
  const jar = new Map<string, { value: string; attributes: string }>();
  return {
    jar,
    document: {
      get cookie() {
        return [...jar].map(([name, { value }]) => `${name}=${value}`).join('; ');
      },
      set cookie(written: string) {
        const [pair = '', ...attributes] = written.split('; ');
        const [name = '', value = ''] = pair.split('=');
        jar.set(name, { value, attributes: attributes.join('; ') });
      },
    },
  };
}

describe('declining', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is stored for 365 days: the banner is answered, every optional category stays off', () => {
    const { jar, document } = fakeCookieJar();
    vi.stubGlobal('document', document);
    vi.stubGlobal('window', { location: { protocol: 'https:' } });
    declineCookies();
    expect(jar.get('cookieAccepted')).toEqual({
      value: 'false',
      attributes: 'Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    });
    expect(JSON.parse(decodeURIComponent(jar.get('cookiePreferences')?.value ?? ''))).toEqual({
      essential: true,
      performance: false,
      functionality: false,
      targeting: false,
    });
    expect(hasConsentCookie()).toBe(true);
    expect(readCookiePreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('the banner on pages for everyone', () => {
  it('is rendered from the consent cookie, which pages for everyone are rendered with', () => {
    // consentAnswered reads it on the server; a page for everyone sees only the shared cookies.
    const rendered = sharedPageCookie(`apogee_session=abc; ${CONSENT_COOKIE}=true; theme=day`);
    expect(hasConsentCookie(rendered ?? '')).toBe(true);
  });
});
