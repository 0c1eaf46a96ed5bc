import {
  accountMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@apogee/contracts/accounts';
import { fieldError } from '../../lib/errors';
import { isCommonPassword } from './passwords';

/**
 * The one rule every new password meets, whether it comes from sign-up, a password change or
 * a reset (the reset wizard checks its character classes before this): 8 to 256
 * characters, not a common password. Returns the message to show, or null.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong;
  if (isCommonPassword(password)) return accountMessages.passwordTooCommon;
  return null;
}

/** Throws 400 with the rule's message on `field` when the password breaks it. */
export function assertNewPassword(password: string, field = 'password'): void {
  const problem = newPasswordProblem(password);
  if (problem) throw fieldError(field, problem);
}
