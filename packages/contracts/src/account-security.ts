import { z } from 'zod';
import { newPasswordField } from './accounts';

/**
 * Sessions end after this long without a request, as well as at their absolute end (1 day for
 * a browser session, 30 days with "remember me"). Constants, not settings: docs/security.md.
 */
export const BROWSER_SESSION_IDLE_MINUTES = 30;
export const REMEMBERED_SESSION_IDLE_DAYS = 3;
/** How long the link that confirms a new email address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const accountSecurityMessages = {
  currentPasswordRequired: 'Enter your current password',
  currentPasswordNeeded: 'Enter your current password to change your email or username',
  currentPasswordWrong: 'Your current password is not correct',
  newPasswordRequired: 'New password is required',
  confirmRequired: 'Confirm your new password',
  passwordsDiffer: 'Passwords do not match',
  samePassword: 'Choose a password different from your current one',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  tooManyPasswordChecks: 'Too many attempts with your current password. Please try again later.',
  sessionEnded: 'The session has been ended.',
  otherSessionsEnded: 'You have been signed out everywhere else.',
  sessionNotFound: 'This session has already ended.',
  cannotEndCurrent: 'To end the session you are using, log out.',
  emailLinkInvalid:
    'This link is invalid or has expired. Change your email on your profile again to get a new link.',
  emailLinkMissing: 'This link is incomplete. Open it again from the email.',
  emailChanged: 'Your email address has been changed.',
  tooManyEmailChanges: 'Too many email changes. Please try again later.',
  tooManyLinkChecks: 'Too many attempts. Please try again later.',
  /** Said after a profile save that asked for a new email address. */
  checkNewInbox: (email: string) =>
    `To finish changing your email, open the link we sent to ${email}. Until then your current address stays in use.`,
} as const;

/** The current password, asked again before changes that would hand the account over. */
export const currentPasswordField = z
  .string({ error: accountSecurityMessages.currentPasswordRequired })
  .min(1, accountSecurityMessages.currentPasswordRequired)
  .max(1024, accountSecurityMessages.currentPasswordWrong);

/** The change-password form and the body of POST /api/account/password. */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField(accountSecurityMessages.newPasswordRequired),
    confirmPassword: z
      .string({ error: accountSecurityMessages.confirmRequired })
      .min(1, accountSecurityMessages.confirmRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: accountSecurityMessages.passwordsDiffer,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** One open session of the reader. `id` is a handle, not the session's secret id. */
export const accountSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  remember: z.boolean(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/sessions: the current session first, then the most recently seen. */
export const accountSessionsResponseSchema = z.object({
  sessions: z.array(accountSessionSchema),
});
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

/**
 * Ending sessions asks for the password again (ASVS 5.0 V7.5.2): a stolen session must not be
 * able to sign the owner out everywhere and keep the account to itself.
 */
export const endOtherSessionsSchema = z.object({ currentPassword: currentPasswordField });
export type EndOtherSessionsInput = z.input<typeof endOtherSessionsSchema>;

/** Body of POST /api/account/sessions/end: the handle from the list, and the password. */
export const endSessionSchema = z.object({
  sessionId: z
    .string({ error: accountSecurityMessages.sessionNotFound })
    .min(1, accountSecurityMessages.sessionNotFound)
    .max(100, accountSecurityMessages.sessionNotFound),
  currentPassword: currentPasswordField,
});
export type EndSessionInput = z.input<typeof endSessionSchema>;

export const endedSessionsResponseSchema = z.object({
  message: z.string(),
  ended: z.number().int(),
});
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponseSchema>;

/** Body of POST /api/account/email/confirm: the token of the emailed link. */
export const confirmEmailSchema = z.object({
  token: z
    .string({ error: accountSecurityMessages.emailLinkMissing })
    .min(1, accountSecurityMessages.emailLinkMissing)
    .max(200, accountSecurityMessages.emailLinkInvalid),
});
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
