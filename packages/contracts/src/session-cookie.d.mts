export const SESSION_COOKIE: 'apogee_session';
export const SECURE_SESSION_COOKIE: '__Host-apogee_session';
export function sessionCookieFor(publicUrl: string): {
  name: typeof SESSION_COOKIE | typeof SECURE_SESSION_COOKIE;
  secure: boolean;
};
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean;
