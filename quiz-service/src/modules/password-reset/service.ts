import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MAX_LENGTH } from '@apogee/contracts/accounts';
import {
  RESET_CODE_TTL_MINUTES,
  RESET_MAX_ATTEMPTS,
  RESET_PASSWORD_SHAPE,
  resetMessages,
} from '@apogee/contracts/password-reset';
import { AppError } from '../../lib/errors';
import { rateLimits } from '../../lib/rate-limit';
import type { RequestContext } from '../../lib/request-context';
import type { ServiceDeps } from '../../lib/service-deps';
import { assertNewPassword, hashPassword, type AccountsService } from '../accounts';
import type { AccountSecurityService } from '../account-security';
import * as repo from './repository';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const invalidCode = () =>
  new AppError(400, 'INVALID_CODE', resetMessages.codeInvalid, { otp: resetMessages.codeInvalid });
const tooManyAttempts = () =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', resetMessages.tooManyAttempts, {
    otp: resetMessages.tooManyAttempts,
  });

export function resetEmail(name: string, code: string) {
  return {
    subject: 'Your Apogee password reset code',
    text: [
      `Hello ${name},`,
      '',
      `Your code to reset your Apogee password is ${code}.`,
      `It is valid for ${RESET_CODE_TTL_MINUTES} minutes and works once.`,
      '',
      'If you did not ask to reset your password, ignore this email: your password stays as it is.',
      '',
      'Apogee',
    ].join('\n'),
  };
}

/**
 * OTP password reset (docs/decisions/017-password-reset-reveals-nothing.md): step 1 answers the
 * same way whether or not an account matches; codes are 6 digits from a CSPRNG, stored as an HMAC,
 * valid 10 minutes, single use, at most 5 tries; completing it signs the user out everywhere.
 */
export function createPasswordResetService(
  deps: ServiceDeps & { accounts: AccountsService; accountSecurity: AccountSecurityService },
) {
  const { db, limiter, mailer, config, log, accounts, accountSecurity } = deps;
  const codeHash = (resetIdHash: string, code: string) =>
    createHmac('sha256', config.sessionSecret).update(`${resetIdHash}:${code}`).digest('hex');

  /** Counts one try and checks the code; returns the reset's user id. */
  async function checkCode(resetId: string, otp: string, ctx: RequestContext) {
    await limiter.consume(rateLimits.resetCodeChecksPerIp, ctx.ip);
    const idHash = sha256(resetId);
    const reset = await repo.countTry(db, idHash);
    if (!reset) {
      const existing = await repo.findReset(db, idHash);
      if (existing) {
        const live = !existing.used_at && existing.expires_at.getTime() > Date.now();
        if (live && existing.attempts >= RESET_MAX_ATTEMPTS) throw tooManyAttempts();
      } else if (!(await limiter.allow(rateLimits.resetTriesUnknownId, idHash))) {
        // An id that matches nothing locks after as many tries as a real one.
        throw tooManyAttempts();
      }
      throw invalidCode();
    }
    // Each new code brings 5 fresh tries; the account's guesses over a day are capped apart.
    await limiter.consume(rateLimits.resetGuessesPerAccount, reset.user_id);
    const expected = Buffer.from(reset.code_hash, 'hex');
    const given = Buffer.from(codeHash(idHash, otp.trim()), 'hex');
    if (!timingSafeEqual(expected, given)) {
      if (reset.attempts >= RESET_MAX_ATTEMPTS) throw tooManyAttempts();
      throw invalidCode();
    }
    return { userId: reset.user_id, idHash };
  }

  return {
    async request(usernameOrEmail: string, ctx: RequestContext) {
      const identifier = usernameOrEmail.trim();
      await limiter.consume(rateLimits.resetPerIp, ctx.ip);
      await limiter.consume(rateLimits.resetPerIdentifier, identifier);
      const resetId = randomBytes(32).toString('base64url');
      const user = await accounts.findByLogin(identifier);
      if (user && (await limiter.allow(rateLimits.resetEmailsPerAccount, user.id))) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const idHash = sha256(resetId);
        await repo.saveReset(db, {
          userId: user.id,
          resetIdHash: idHash,
          codeHash: codeHash(idHash, code),
          expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
        });
        // Not awaited: a slow mail server must not make this answer slower than a miss. The
        // code is never logged, in development neither: without SMTP it is in the outbox.
        mailer
          .send({ to: user.email, ...resetEmail(user.name, code) })
          .catch((err: unknown) => log.error({ err }, 'password reset email could not be sent'));
      }
      return { resetId, message: resetMessages.codeSent };
    },

    async verify(resetId: string, otp: string, ctx: RequestContext) {
      const { idHash } = await checkCode(resetId, otp, ctx);
      await repo.markVerified(db, idHash);
      return { message: resetMessages.codeVerified };
    },

    async complete(resetId: string, otp: string, password: string, ctx: RequestContext) {
      // The route's schema checks this too; other callers (the REST adapter) rely on this.
      if (password.length > PASSWORD_MAX_LENGTH || !RESET_PASSWORD_SHAPE.test(password))
        throw new AppError(400, 'VALIDATION_FAILED', resetMessages.passwordRule, {
          password: resetMessages.passwordRule,
        });
      // The rule of every new password (not a common one), checked before a try is counted.
      assertNewPassword(password);
      const { userId, idHash } = await checkCode(resetId, otp, ctx);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await repo.markUsed(tx, idHash))) throw invalidCode();
        await accounts.savePasswordHash(userId, passwordHash, tx);
        await accounts.endAllSessions(userId, tx);
        // A new address someone asked for with the old password must not take over later.
        await accountSecurity.forgetEmailChange(userId, tx);
      });
      return { message: resetMessages.passwordUpdated };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
