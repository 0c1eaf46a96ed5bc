// The session cookie's name, in one place shared by the quiz-service (which sets and reads it)
// and the web server (which tells a signed-in reader's page from everyone's page by it).

/** The cookie's name over http (development, the test stacks). */
export const SESSION_COOKIE = 'apogee_session';

/** Over https the name carries the __Host- prefix: Secure, Path=/, no Domain, set by us only. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}` as const;

/** The cookie's name and Secure flag for a site served at `publicUrl`. */
export function sessionCookieFor(publicUrl: string): {
  name: typeof SESSION_COOKIE | typeof SECURE_SESSION_COOKIE;
  secure: boolean;
} {
  const secure = publicUrl.startsWith('https:');
  return { name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, secure };
}

/** True when a Cookie header carries a session cookie (either name), whatever its value. */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return false;
    const name = pair.slice(0, equals).trim();
    return name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE;
  });
}
