import { randomBytes } from 'node:crypto';
import { DAILY_VISITOR_COOKIE } from '@apogee/contracts/quiz-learning';
import { sessionCookieFor } from '@apogee/contracts/session-cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** 128 random bits in base64url: 22 characters. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
/** How long the visitor cookie lasts; it is set once, never renewed. */
export const VISITOR_COOKIE_DAYS = 365;
const ONE_YEAR_S = VISITOR_COOKIE_DAYS * 24 * 3600;

/**
 * The daily challenge's visitor cookie: an httpOnly random id that names a visitor's own plays
 * and nothing else (never an account, never trusted for anything but those plays).
 */
export function dailyVisitorCookie(publicUrl: string) {
  // Secure exactly when the session cookie is (PUBLIC_URL over https).
  const options = {
    httpOnly: true,
    sameSite: 'lax',
    secure: sessionCookieFor(publicUrl).secure,
    path: '/',
  } as const;
  return {
    name: DAILY_VISITOR_COOKIE,
    /** The visitor id the request carries, when it has the right shape. */
    idOf(request: FastifyRequest): string | null {
      const value = request.cookies[DAILY_VISITOR_COOKIE];
      return value && VISITOR_ID.test(value) ? value : null;
    },
    /** The request's visitor id, or a new one set on the reply (for a year). */
    ensure(request: FastifyRequest, reply: FastifyReply): string {
      const known = this.idOf(request);
      if (known) return known;
      const id = randomBytes(16).toString('base64url');
      reply.setCookie(DAILY_VISITOR_COOKIE, id, { ...options, maxAge: ONE_YEAR_S });
      return id;
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(DAILY_VISITOR_COOKIE, options);
    },
  };
}
