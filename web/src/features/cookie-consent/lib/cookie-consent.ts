/** The consent cookie, its lifetime, and the stored preferences (docs/product/site-shell.md). */
export const CONSENT_COOKIE = 'cookieAccepted';
export const PREFERENCES_COOKIE = 'cookiePreferences';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface CookiePreferences {
  /** Always on: the site cannot work without them. */
  essential: true;
  performance: boolean;
  functionality: boolean;
  targeting: boolean;
}

export const DEFAULT_PREFERENCES: CookiePreferences = {
  essential: true,
  performance: false,
  functionality: false,
  targeting: false,
};

function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function writeCookie(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Whether the reader already answered the banner (the cookie exists, whatever its value). */
export function hasConsentCookie(cookies: string = document.cookie): boolean {
  return readCookie(CONSENT_COOKIE, cookies) !== undefined;
}

/**
 * The reader's choices: what they saved, or only essential cookies when they saved nothing.
 * "Accept" without customising allows every category.
 */
export function readCookiePreferences(cookies: string = document.cookie): CookiePreferences {
  const saved = readCookie(PREFERENCES_COOKIE, cookies);
  if (saved) {
    try {
      const value = JSON.parse(saved) as Partial<CookiePreferences>;
      return {
        essential: true,
        performance: value.performance === true,
        functionality: value.functionality === true,
        targeting: value.targeting === true,
      };
    } catch {
      return DEFAULT_PREFERENCES;
    }
  }
  if (readCookie(CONSENT_COOKIE, cookies) === 'true')
    return { essential: true, performance: true, functionality: true, targeting: true };
  return DEFAULT_PREFERENCES;
}

/** "Accept": cookieAccepted=true for 365 days. */
export function acceptCookies() {
  writeCookie(CONSENT_COOKIE, 'true');
}

/** The banner's answer and the categories it allows, both for 365 days. */
function storeChoice(accepted: boolean, preferences: CookiePreferences) {
  writeCookie(CONSENT_COOKIE, String(accepted));
  writeCookie(PREFERENCES_COOKIE, JSON.stringify({ ...preferences, essential: true }));
}

/**
 * "Decline": remembered as firmly as Accept, so the banner does not come back on every page:
 * cookieAccepted=false and every optional category off.
 */
export function declineCookies() {
  storeChoice(false, DEFAULT_PREFERENCES);
}

/** "Save my preferences": the consent cookie plus the choices. */
export function saveCookiePreferences(preferences: CookiePreferences) {
  storeChoice(true, preferences);
}
