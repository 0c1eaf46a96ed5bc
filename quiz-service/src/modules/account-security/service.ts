import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  EMAIL_CHANGE_TTL_HOURS,
  accountSecurityMessages as messages,
  type AccountSession,
} from '@apogee/contracts/account-security';
import type { Queryable } from '../../db/database';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { MailMessage } from '../../lib/mailer';
import { rateLimits } from '../../lib/rate-limit';
import type { RequestContext } from '../../lib/request-context';
import type { ServiceDeps } from '../../lib/service-deps';
import {
  assertNewPassword,
  conflict,
  hashPassword,
  takenFieldOf,
  verifyPassword,
  type AccountsService,
  type SignedInUser,
  type UserRow,
} from '../accounts';
import * as emails from './emails';
import * as repo from './repository';

/** Who acts: the signed-in reader and the session they use. */
export type Actor = SignedInUser;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const invalidLink = () => new AppError(400, 'INVALID_LINK', messages.emailLinkInvalid);

/**
 * What keeps a stolen session from becoming a stolen account (docs/security.md): the current
 * password before a change of password, email or username; a new email address confirmed from
 * its own inbox, the old one told; every such change ends the reader's other sessions; the
 * reader sees and ends their sessions.
 */
export function createAccountSecurityService(deps: ServiceDeps & { accounts: AccountsService }) {
  const { db, limiter, mailer, config, log, accounts } = deps;

  /**
   * What the site calls a session: a keyed hash of its id. The id itself stays inside the
   * signed cookie, so a page script reading the list learns nothing that opens a session.
   */
  const handleOf = (sessionId: string) =>
    createHmac('sha256', config.sessionSecret)
      .update(`session-handle:${sessionId}`)
      .digest('base64url')
      .slice(0, 22);

  /** Notices are not awaited: a slow mail server must not hold the reader's answer. */
  function notify(message: MailMessage) {
    mailer
      .send(message)
      .catch((err: unknown) =>
        log.error({ code: (err as { code?: string }).code }, 'account notice could not be sent'),
      );
  }

  async function checkCurrentPassword(
    user: UserRow,
    password: string | undefined,
    missing: string,
  ) {
    if (!password) throw fieldError('currentPassword', missing);
    await limiter.consume(rateLimits.passwordChecksPerAccount, user.id);
    if (!(await verifyPassword(user.password_hash, password)))
      throw fieldError('currentPassword', messages.currentPasswordWrong, 400, 'WRONG_PASSWORD');
  }

  return {
    checkCurrentPassword,

    /**
     * Forgets the new address the reader asked for, if any: a password changed or reset with
     * the old password's help must not let that address take over later. Joins `tx`.
     */
    forgetEmailChange: (userId: string, tx: Queryable = db) => repo.deleteEmailChange(tx, userId),

    async changePassword(actor: Actor, input: { currentPassword: string; newPassword: string }) {
      const { user, sessionId } = actor;
      assertNewPassword(input.newPassword, 'newPassword');
      await checkCurrentPassword(user, input.currentPassword, messages.currentPasswordRequired);
      if (input.newPassword === input.currentPassword)
        throw fieldError('newPassword', messages.samePassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await accounts.savePasswordHash(user.id, passwordHash, tx);
        await accounts.endOtherSessions(user.id, sessionId, null, tx);
        // A new address asked for with the old password must not take over later.
        await repo.deleteEmailChange(tx, user.id);
      });
      notify({ to: user.email, ...emails.passwordChanged(user.name, config.publicUrl) });
      return { message: messages.passwordChanged };
    },

    async listSessions(actor: Actor): Promise<AccountSession[]> {
      const rows = await accounts.openSessions(actor.user.id);
      const sessions = rows.map((row) => ({
        id: handleOf(row.id),
        userAgent: row.user_agent,
        ip: row.ip,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        remember: row.remember,
        current: row.id === actor.sessionId,
      }));
      // The device in use first, then the others as the database ordered them.
      return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
    },

    async endSession(actor: Actor, handle: string, currentPassword: string) {
      await checkCurrentPassword(actor.user, currentPassword, messages.currentPasswordRequired);
      const rows = await accounts.openSessions(actor.user.id);
      const row = rows.find((r) => handleOf(r.id) === handle);
      if (!row) throw notFound(messages.sessionNotFound);
      if (row.id === actor.sessionId)
        throw new AppError(400, 'CURRENT_SESSION', messages.cannotEndCurrent);
      await accounts.endSession(row.id);
      return { message: messages.sessionEnded, ended: 1 };
    },

    async endOtherSessions(actor: Actor, currentPassword: string) {
      await checkCurrentPassword(actor.user, currentPassword, messages.currentPasswordRequired);
      const ended = await accounts.endOtherSessions(actor.user.id, actor.sessionId);
      return { message: messages.otherSessionsEnded, ended };
    },

    /**
     * Sends the link that makes `newEmail` the account's address, and tells the current
     * address. Nothing changes until the link is used.
     */
    async requestEmailChange(actor: Actor, name: string, newEmail: string) {
      const { user, sessionId } = actor;
      await limiter.consume(rateLimits.emailChangesPerAccount, user.id);
      const token = randomBytes(32).toString('base64url');
      await repo.saveEmailChange(db, {
        userId: user.id,
        newEmail,
        tokenHash: sha256(token),
        sessionId,
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
      });
      const link = `${config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
      notify({ to: newEmail, ...emails.confirmNewEmail(name, link) });
      notify({
        to: user.email,
        ...emails.emailChangeRequested(user.name, newEmail, config.publicUrl),
      });
    },

    /** After a new username is saved: the other sessions end and the email owner hears. */
    async usernameChanged(actor: Actor, saved: UserRow) {
      await accounts.endOtherSessions(saved.id, actor.sessionId);
      notify({
        to: saved.email,
        ...emails.usernameChanged(saved.name, saved.username, config.publicUrl),
      });
    },

    /**
     * The link of the new inbox: the address becomes the account's, once. The session that
     * asked (and the one confirming, if it is the same reader's) stay; the others end.
     */
    async confirmEmail(token: string, ctx: RequestContext, confirmer: Actor | null) {
      await limiter.consume(rateLimits.emailLinkChecksPerIp, ctx.ip);
      const outcome = await db
        .transaction(async (tx) => {
          const change = await repo.takeEmailChange(tx, sha256(token));
          if (!change) return 'invalid' as const;
          // An expired link is deleted all the same (the transaction commits).
          if (change.expires_at.getTime() <= Date.now()) return 'invalid' as const;
          if (!(await accounts.saveEmail(change.user_id, change.new_email, tx)))
            return 'invalid' as const;
          const alsoKeep = confirmer?.user.id === change.user_id ? confirmer.sessionId : null;
          await accounts.endOtherSessions(
            change.user_id,
            change.requested_by_session,
            alsoKeep,
            tx,
          );
          return 'changed' as const;
        })
        .catch((error: unknown) => {
          // Someone else took the address since: the unique index decides.
          if (takenFieldOf(error) === 'email') throw conflict({ username: false, email: true });
          throw error;
        });
      if (outcome === 'invalid') throw invalidLink();
      return { message: messages.emailChanged };
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
