import { describe, expect, it } from 'vitest';
import { carriesSessionCookie, sessionCookieFor } from './session-cookie';

describe('the session cookie', () => {
  it('is apogee_session over http and __Host-apogee_session, Secure, over https', () => {
    expect(sessionCookieFor('http://localhost:3000')).toEqual({
      name: 'apogee_session',
      secure: false,
    });
    expect(sessionCookieFor('https://apogee.example')).toEqual({
      name: '__Host-apogee_session',
      secure: true,
    });
  });

  it('is found by either name among other cookies, and only by its whole name', () => {
    expect(carriesSessionCookie('theme=dark; apogee_session=abc')).toBe(true);
    expect(carriesSessionCookie('__Host-apogee_session=abc;consent=1')).toBe(true);
    expect(carriesSessionCookie('x_apogee_session=abc; apogee_session_old=1')).toBe(false);
    expect(carriesSessionCookie('theme=apogee_session')).toBe(false);
    expect(carriesSessionCookie('apogee_sessions')).toBe(false);
    expect(carriesSessionCookie('')).toBe(false);
    expect(carriesSessionCookie(null)).toBe(false);
  });
});
