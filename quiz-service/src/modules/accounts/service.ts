import {
  accountMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type CurrentUser,
} from '@apogee/contracts/accounts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { rateLimits, type RateLimiter } from '../../lib/rate-limit';
import {
  burnPasswordCheck,
  hashPassword,
  isCommonPassword,
  prepareDummyHash,
  verifyPassword,
} from './passwords';
import * as repo from './repository';
import { toCurrentUser } from './user-view';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me": the cookie and the session row last 30 days. */
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;
/** Otherwise the cookie ends with the browser session; the row still expires after a day. */
export const BROWSER_SESSION_MS = DAY_MS;

/** Who is asking: used for rate limits and stored on the session row. */
export interface RequestContext {
  ip: string;
  userAgent?: string;
}

export interface SignUpData {
  /** First and last name joined by a space (SPEC.md's sign-up payload). */
  name: string;
  username: string;
  email: string;
  password: string;
}

export interface StartedSession {
  id: string;
  expiresAt: Date;
  remember: boolean;
}

export function conflict(fields: { username: boolean; email: boolean }): AppError {
  const messages: Record<string, string> = {};
  if (fields.username) messages.username = accountMessages.usernameTaken;
  if (fields.email) messages.email = accountMessages.emailTaken;
  const first = Object.values(messages)[0] ?? accountMessages.usernameTaken;
  return new AppError(409, 'ACCOUNT_EXISTS', first, messages);
}

export function createAccountsService(deps: { db: Database; limiter: RateLimiter }) {
  const { db, limiter } = deps;
  void prepareDummyHash();

  return {
    /** Creates an account; the reader logs in afterwards (SPEC.md §4). */
    async signUp(data: SignUpData, ctx: RequestContext): Promise<CurrentUser> {
      await limiter.consume(rateLimits.signUpPerIp, ctx.ip);
      // The route's schema checks these too; other callers (the REST adapter) rely on this.
      if (data.password.length < PASSWORD_MIN_LENGTH)
        throw new AppError(400, 'VALIDATION_FAILED', accountMessages.passwordTooShort, {
          password: accountMessages.passwordTooShort,
        });
      if (data.password.length > PASSWORD_MAX_LENGTH)
        throw new AppError(400, 'VALIDATION_FAILED', accountMessages.passwordTooLong, {
          password: accountMessages.passwordTooLong,
        });
      if (isCommonPassword(data.password))
        throw new AppError(400, 'VALIDATION_FAILED', accountMessages.passwordTooCommon, {
          password: accountMessages.passwordTooCommon,
        });
      const taken = await repo.findTakenFields(db, data.username, data.email);
      if (taken.username || taken.email) throw conflict(taken);
      const passwordHash = await hashPassword(data.password);
      try {
        const row = await repo.insertUser(db, { ...data, passwordHash });
        return toCurrentUser(row);
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides.
        const field = repo.takenFieldOf(error);
        if (field) throw conflict({ username: field === 'username', email: field === 'email' });
        throw error;
      }
    },

    /**
     * Checks the password of a username or email. Unknown user and wrong password get the
     * same answer after the same work (a dummy hash is verified).
     */
    async login(
      input: { emailOrUsername: string; password: string; remember: boolean },
      ctx: RequestContext,
    ): Promise<{ user: CurrentUser; session: StartedSession }> {
      await limiter.consume(rateLimits.loginPerIp, ctx.ip);
      await limiter.consume(rateLimits.loginPerAccount, input.emailOrUsername);
      const row = await repo.findUserByLogin(db, input.emailOrUsername);
      const ok = row
        ? await verifyPassword(row.password_hash, input.password)
        : await burnPasswordCheck(input.password).then(() => false);
      if (!row || !ok)
        throw new AppError(401, 'INVALID_CREDENTIALS', accountMessages.invalidCredentials);
      const expiresAt = new Date(
        Date.now() + (input.remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS),
      );
      await repo.deleteOldSessions(db, row.id);
      const session = await repo.insertSession(db, {
        userId: row.id,
        remember: input.remember,
        expiresAt,
        ip: ctx.ip,
        userAgent: ctx.userAgent?.slice(0, 300),
      });
      return {
        user: toCurrentUser(row),
        session: { id: session.id, expiresAt, remember: input.remember },
      };
    },

    /** The user of a live session, or undefined when it is revoked, expired or unknown. */
    async userOfSession(sessionId: string) {
      return repo.findActiveSessionUser(db, sessionId);
    },

    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(db, sessionId);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
