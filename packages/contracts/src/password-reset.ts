import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, requiredText } from './accounts';

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_MAX_ATTEMPTS = 5;

/**
 * The reset wizard's rule (docs/product/accounts.md#password-reset): 8+ characters with a
 * lowercase, an uppercase and a digit.
 */
export const RESET_PASSWORD_SHAPE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/s;

export const resetMessages = {
  identifierRequired: 'Username or Email is required',
  otpRequired: 'OTP is required',
  otpShape: 'Enter the 6-digit code from the email',
  newPasswordRequired: 'New Password is required',
  passwordRule:
    'Password must contain at least 8 characters, 1 uppercase, 1 lowercase, and 1 number',
  passwordTooLong: 'Password must be at most 256 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  /** Same answer whether or not an account matched. */
  codeSent: 'If an account matches, a 6-digit code has been sent to its email address.',
  codeInvalid: 'The code is incorrect or has expired. Please check it or request a new code.',
  tooManyAttempts: 'Too many attempts. Please request a new code.',
  /** Code guesses on one account in a day, whatever the number of codes asked for. */
  tooManyToday: 'Too many attempts on this account today. Please try again tomorrow.',
  tooManyRequests: 'Too many password reset requests. Please try again later.',
  codeVerified: 'Code verified. Choose a new password.',
  passwordUpdated: 'Password updated successfully.',
} as const;

const resetIdField = z
  .string({ error: 'Start the password reset again.' })
  .min(1, 'Start the password reset again.')
  .max(200, 'Start the password reset again.');

const otpField = z
  .string({ error: resetMessages.otpRequired })
  .trim()
  .min(1, resetMessages.otpRequired)
  .max(20, { message: resetMessages.otpShape, abort: true })
  .regex(/^\d{6}$/, resetMessages.otpShape);

/** Step 1 form and body of POST /api/password-reset/request. */
export const resetRequestSchema = z.object({
  usernameOrEmail: requiredText(resetMessages.identifierRequired).max(
    254,
    resetMessages.identifierRequired,
  ),
});
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** Always the same shape; resetId is opaque and says nothing about the account. */
export const resetRequestResponseSchema = z.object({
  resetId: z.string(),
  message: z.string(),
});
export type ResetRequestResponse = z.infer<typeof resetRequestResponseSchema>;

/** Step 2 form: the code only. */
export const resetCodeFormSchema = z.object({ otp: otpField });

/** Body of POST /api/password-reset/verify. */
export const resetVerifySchema = z.object({ resetId: resetIdField, otp: otpField });
export type ResetVerifyInput = z.input<typeof resetVerifySchema>;

const newPasswordFields = {
  password: z
    .string({ error: resetMessages.newPasswordRequired })
    .min(1, resetMessages.newPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, { message: resetMessages.passwordTooLong, abort: true })
    .regex(RESET_PASSWORD_SHAPE, resetMessages.passwordRule),
  confirmPassword: z
    .string({ error: resetMessages.confirmRequired })
    .min(1, resetMessages.confirmRequired),
};
const passwordsMatch = {
  check: (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword,
  params: { path: ['confirmPassword'], message: resetMessages.passwordsDiffer },
};

/** Step 3 form: new password and confirmation. */
export const resetPasswordFormSchema = z
  .object(newPasswordFields)
  .refine(passwordsMatch.check, passwordsMatch.params);

/** Body of POST /api/password-reset/complete. */
export const resetCompleteSchema = z
  .object({ resetId: resetIdField, otp: otpField, ...newPasswordFields })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type ResetCompleteInput = z.input<typeof resetCompleteSchema>;
