/** Where a reader lands after login when no (usable) redirect was asked for. */
export const DEFAULT_AFTER_LOGIN = '/';

const PLACEHOLDER_ORIGIN = 'http://apogee.invalid';

/**
 * The `redirect` search parameter of /login, made safe: only a path of this site
 * ("/profile", "/tag/mars?page=2"), never another site ("//evil.example",
 * "https://…", "/\\evil.example"), never /login itself. Anything else gives "/".
 */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000)
    return DEFAULT_AFTER_LOGIN;
  // Browsers read "\" as "/" and drop tabs and newlines, so "/\evil" and "/\t/evil" leave the site.
  const hasControlOrBackslash = [...value].some(
    (char) => char === '\\' || char.charCodeAt(0) < 0x20,
  );
  if (hasControlOrBackslash || value.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_AFTER_LOGIN;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}
