import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { unauthenticated } from '../lib/errors';
import type { UserRow } from '../modules/accounts/repository';
import type { AccountsService, StartedSession } from '../modules/accounts/service';
import { readSessionToken, signSessionToken } from '../modules/accounts/session-token';

export interface SignedInUser {
  sessionId: string;
  user: UserRow;
}

export interface Auth {
  /** apogee_session over http, __Host-apogee_session when PUBLIC_URL is https. */
  readonly cookieName: string;
  /**
   * The session id the request's cookie carries, when its signature is valid: not yet checked
   * against the sessions table, for statements that check the session themselves.
   */
  sessionIdOf(request: FastifyRequest): Promise<string | null>;
  /** The signed-in user of this request (checked against the sessions table), or null. */
  userOf(request: FastifyRequest): Promise<SignedInUser | null>;
  /** Same, but a visitor gets 401. */
  requireUser(request: FastifyRequest): Promise<SignedInUser>;
  setSessionCookie(reply: FastifyReply, session: StartedSession): Promise<void>;
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

/**
 * Session cookie (signed JWT carrying a session row id). The cross-site rule of state-changing
 * requests, cookie or not, is plugins/origin-check.ts.
 */
export const authPlugin = fp<{ config: Config; accounts: AccountsService }>(
  async (app, { config, accounts }) => {
    await app.register(cookie);
    app.decorateRequest('signedIn', null);
    const secure = config.publicUrl.startsWith('https:');
    const cookieName = secure ? '__Host-apogee_session' : 'apogee_session';

    async function sessionIdOf(request: FastifyRequest): Promise<string | null> {
      const token = request.cookies[cookieName];
      return token ? readSessionToken(config.sessionSecret, token) : null;
    }

    async function resolve(request: FastifyRequest): Promise<SignedInUser | null> {
      const sessionId = await sessionIdOf(request);
      if (!sessionId) return null;
      const row = await accounts.userOfSession(sessionId);
      if (!row) return null;
      const { session_id, ...user } = row;
      return { sessionId: session_id, user };
    }

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
      async setSessionCookie(reply, session) {
        const token = await signSessionToken(config.sessionSecret, session.id, session.expiresAt);
        reply.setCookie(cookieName, token, {
          httpOnly: true,
          sameSite: 'lax',
          secure,
          path: '/',
          // Without maxAge/expires the browser drops the cookie when it closes.
          ...(session.remember ? { expires: session.expiresAt } : {}),
        });
      },
      clearSessionCookie(reply) {
        reply.clearCookie(cookieName, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
      },
    };
    app.decorate('auth', auth);
  },
  { name: 'auth', dependencies: ['db'] },
);
