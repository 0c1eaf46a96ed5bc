import jwt from '@fastify/jwt';
import { sessionCookieFor } from '@apogee/contracts/session-cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../lib/errors';
import type { UserRow } from './repository';
import type { AccountsService, StartedSession } from './service';

/** What the session cookie's token says: the session row's id (`sid`) and when it ends. */
interface SessionClaims {
  sid: string;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

export interface SignedInUser {
  sessionId: string;
  user: UserRow;
}

export interface Auth {
  /** apogee_session over http, __Host-apogee_session when PUBLIC_URL is https. */
  readonly cookieName: string;
  /**
   * The session id the request's cookie carries, when its token is valid: not yet checked
   * against the sessions table, for statements that check the session themselves.
   */
  sessionIdOf(request: FastifyRequest): Promise<string | null>;
  /** The signed-in user of this request (checked against the sessions table), or null. */
  userOf(request: FastifyRequest): Promise<SignedInUser | null>;
  /** Same, but a visitor gets 401. */
  requireUser(request: FastifyRequest): Promise<SignedInUser>;
  /**
   * Marks a session used (at most once a minute) when a route read it in a statement of its
   * own rather than through userOf, so a reader who only does that is not signed out as idle.
   */
  markSessionUsed(sessionId: string, lastSeenAt: Date): Promise<void>;
  /** The token the session cookie carries for `session` (the cookie is set by setSessionCookie). */
  tokenOf(session: Pick<StartedSession, 'id' | 'expiresAt'>): string;
  setSessionCookie(reply: FastifyReply, session: StartedSession): void;
  clearSessionCookie(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** Memo of auth.userOf for this request. */
    signedIn: Promise<SignedInUser | null> | null;
  }
}

/** Who signs the token and for what: checked on every token read back. */
const ISSUER = 'apogee-quiz-service';
const AUDIENCE = 'apogee-session';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A reader sends the same cookie with every request: a token whose signature was checked is
 * remembered until its expiry (at most this many; docs/performance.md). Whether its session is
 * still open is asked of the database every time, never remembered.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Sessions: an httpOnly cookie carrying a JWT (HS256 only, issuer and audience checked) whose
 * `sid` names a row of the sessions table, so logging out and a password reset end it, and
 * it ends when idle (session-policy.ts). The cross-site rule of state-changing requests is
 * plugins/origin-check.ts.
 */
export const authentication = fp<{ accounts: AccountsService; secret: string; publicUrl: string }>(
  async (app, { accounts, secret, publicUrl }) => {
    const { name: cookieName, secure } = sessionCookieFor(publicUrl);
    await app.register(jwt, {
      secret,
      cookie: { cookieName, signed: false },
      sign: { algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE },
      verify: {
        algorithms: ['HS256'],
        allowedIss: ISSUER,
        allowedAud: AUDIENCE,
        requiredClaims: ['sid', 'exp', 'iss', 'aud'],
        cache: VERIFIED_TOKENS_KEPT,
        // The cookie only: a bearer token in an Authorization header opens no session.
        onlyCookie: true,
      },
    });
    app.decorateRequest('signedIn', null);

    async function sessionIdOf(request: FastifyRequest): Promise<string | null> {
      if (!request.cookies[cookieName]) return null;
      try {
        const { sid } = await request.jwtVerify<SessionClaims>();
        return typeof sid === 'string' && UUID.test(sid) ? sid : null;
      } catch {
        // Forged, expired, of another algorithm, issuer or audience, or not a token at all.
        return null;
      }
    }

    async function resolve(request: FastifyRequest): Promise<SignedInUser | null> {
      const sessionId = await sessionIdOf(request);
      if (!sessionId) return null;
      const row = await accounts.userOfSession(sessionId);
      if (!row) return null;
      const { session_id, ...user } = row;
      return { sessionId: session_id, user };
    }

    const cookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
    const auth: Auth = {
      cookieName,
      sessionIdOf,
      userOf(request) {
        request.signedIn ??= resolve(request);
        return request.signedIn;
      },
      async requireUser(request) {
        const signedIn = await auth.userOf(request);
        if (!signedIn) throw unauthenticated();
        return signedIn;
      },
      markSessionUsed: (sessionId, lastSeenAt) => accounts.markSessionUsed(sessionId, lastSeenAt),
      tokenOf(session) {
        return app.jwt.sign({
          sid: session.id,
          exp: Math.floor(session.expiresAt.getTime() / 1000),
        });
      },
      setSessionCookie(reply, session) {
        reply.setCookie(cookieName, auth.tokenOf(session), {
          ...cookieOptions,
          // Without maxAge/expires the browser drops the cookie when it closes.
          ...(session.remember ? { expires: session.expiresAt } : {}),
        });
      },
      clearSessionCookie(reply) {
        reply.clearCookie(cookieName, cookieOptions);
      },
    };
    app.decorate('auth', auth);
  },
  { name: 'authentication', dependencies: ['@fastify/cookie'] },
);
