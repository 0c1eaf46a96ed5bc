import { accountMessages, type CurrentUser } from '@apogee/contracts/accounts';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { rateLimits, type RateLimiter } from '../../lib/rate-limit';
import type { RequestContext } from '../../lib/request-context';
import { conflict, takenFieldOf } from './conflicts';
import { assertNewPassword } from './password-policy';
import { burnPasswordCheck, hashPassword, prepareDummyHash, verifyPassword } from './passwords';
import * as repo from './repository';
import { BROWSER_SESSION_MS, REMEMBERED_SESSION_MS, isDueForMark } from './session-policy';
import { toCurrentUser } from './user-view';

export { BROWSER_SESSION_MS, REMEMBERED_SESSION_MS };

export interface SignUpData {
  /** First and last name joined by a space (the old sign-up payload). */
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

export function createAccountsService(deps: { db: Database; limiter: RateLimiter }) {
  const { db, limiter } = deps;
  void prepareDummyHash();

  /** Writes last_seen_at when the session policy says it is due (at most once a minute). */
  async function markSessionUsed(sessionId: string, lastSeenAt: Date): Promise<void> {
    if (isDueForMark(lastSeenAt)) await repo.touchSession(db, sessionId);
  }

  return {
    /** Creates an account; the reader logs in afterwards (docs/product/accounts.md#sign-up). */
    async signUp(data: SignUpData, ctx: RequestContext): Promise<CurrentUser> {
      await limiter.consume(rateLimits.signUpPerIp, ctx.ip);
      // The route's schema checks the length too; other callers (the REST adapter) rely on this.
      assertNewPassword(data.password);
      const taken = await repo.findTakenFields(db, data.username, data.email);
      if (taken.username || taken.email) throw conflict(taken);
      const passwordHash = await hashPassword(data.password);
      try {
        const row = await repo.insertUser(db, { ...data, passwordHash });
        return toCurrentUser(row);
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides.
        const field = takenFieldOf(error);
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
      const row = await repo.findUserByLogin(db, input.emailOrUsername);
      // Counted per account whichever identifier was typed (username, email, any case), so
      // alternating them gives no extra tries; text matching no account is counted as typed.
      await limiter.consume(
        rateLimits.loginPerAccount,
        row ? `account:${row.id}` : `typed:${input.emailOrUsername.trim()}`,
      );
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

    /**
     * The user of an open session, or undefined when it is revoked, expired, idle too long or
     * unknown. Marks it used, at most once a minute so most requests only read.
     */
    async userOfSession(sessionId: string) {
      const row = await repo.findActiveSessionUser(db, sessionId);
      if (!row) return undefined;
      const { last_seen_at, ...rest } = row;
      await markSessionUsed(sessionId, last_seen_at);
      return rest;
    },

    /**
     * Marks a session used that a statement of another module read (openSessionUser), at most
     * once a minute, as userOfSession does.
     */
    markSessionUsed,

    /** Logging out, or the reader ending one of their sessions. */
    async endSession(sessionId: string): Promise<void> {
      await repo.revokeSession(db, sessionId);
    },

    // What the other account modules (account security, password reset, profile) read and
    // change of an account. Those that take `tx` join the caller's transaction.

    /** An account by username or email, case-insensitively. */
    findByLogin: (identifier: string) => repo.findUserByLogin(db, identifier),
    findById: (userId: string) => repo.findUserById(db, userId),
    /** Which of `username` and `email` another account has (case-insensitive). */
    takenFields: (username: string, email: string, exceptUserId: string | null = null) =>
      repo.findTakenFields(db, username, email, exceptUserId),
    savePasswordHash: (userId: string, passwordHash: string, tx: Queryable = db) =>
      repo.updatePasswordHash(tx, userId, passwordHash),
    /** Saves name, username, profession and bio; the account, or undefined when it is gone. */
    saveProfile: (
      userId: string,
      profile: { name: string; username: string; profession: string; bio: string },
    ) => repo.updateProfile(db, userId, profile),
    /** The account with its new avatar file (null: none), or undefined when it is gone. */
    saveAvatarFile: (userId: string, file: string | null) => repo.setAvatarFile(db, userId, file),
    /** Makes `email` the account's address; false when the account is gone. */
    saveEmail: (userId: string, email: string, tx: Queryable = db) =>
      repo.setEmail(tx, userId, email),
    /** The reader's open sessions, most recently used first. */
    openSessions: (userId: string) => repo.listOpenSessions(db, userId),
    /**
     * Ends every session of the reader except `keep` (and `alsoKeep`); returns how many ended.
     */
    endOtherSessions: (
      userId: string,
      keep: string | null,
      alsoKeep: string | null = null,
      tx: Queryable = db,
    ) => repo.revokeOtherSessions(tx, userId, keep, alsoKeep),
    endAllSessions: (userId: string, tx: Queryable = db) => repo.revokeAllSessions(tx, userId),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
