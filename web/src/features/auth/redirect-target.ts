/** Where a reader lands after login when no (usable) redirect was asked for. */
export const DEFAULT_AFTER_LOGIN = '/';

const PLACEHOLDER_ORIGIN = 'http://apogee.invalid';

/** Browsers read "\" as "/" and drop tabs and newlines, so "/\evil" and "/\t/evil" leave the site. */
const hasControlOrBackslash = (text: string) =>
  [...text].some((char) => char === '\\' || char.charCodeAt(0) < 0x20);

/**
 * A path that a browser or the router could read as another host: "//host", "/\host", either
 * of them percent-encoded ("/%2F%2Fhost", "/%5Chost"), or one that does not decode at all.
 */
function mayNameAnotherHost(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return [pathname, decoded].some((path) => {
    if (path.startsWith('//') || hasControlOrBackslash(path)) return true;
    // "/.%2F%2Fhost" decodes to "/.//host", whose dot segment resolves to "//host".
    const resolved = new URL(path, PLACEHOLDER_ORIGIN);
    return resolved.origin !== PLACEHOLDER_ORIGIN || resolved.pathname.startsWith('//');
  });
}

const isLoginPage = (pathname: string) => pathname === '/login' || pathname.startsWith('/login/');

/**
 * The `redirect` search parameter of /login, made safe: only a path of this site
 * ("/profile", "/tag/mars?page=2"), never another site ("//evil.example",
 * "https://…", "/\\evil.example"), never /login itself. Anything else gives "/".
 *
 * The input is checked, and so is what it resolves to: "/.//evil.example" is a path, but
 * resolving its dot segment leaves "//evil.example", which a browser takes for a host. The
 * result must resolve to this site again and its path must not start with "//" or "/\",
 * before or after percent-decoding.
 */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000)
    return DEFAULT_AFTER_LOGIN;
  if (hasControlOrBackslash(value) || value.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || mayNameAnotherHost(url.pathname))
    return DEFAULT_AFTER_LOGIN;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // The result, read again as a browser would read it, must still be a path of this site.
  if (new URL(target, PLACEHOLDER_ORIGIN).origin !== PLACEHOLDER_ORIGIN) return DEFAULT_AFTER_LOGIN;
  if (isLoginPage(url.pathname) || isLoginPage(decodeURIComponent(url.pathname).toLowerCase()))
    return DEFAULT_AFTER_LOGIN;
  return target;
}
