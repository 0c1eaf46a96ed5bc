import { z } from 'zod';

/** Limits shared by the sign-up form and the quiz-service. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const USERNAME_MAX_LENGTH = 30;
export const NAME_PART_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

/**
 * The simple address shape of the forms (docs/product/accounts.md): something@something.something,
 * no spaces. The domain's labels cannot hold a dot themselves, so the pattern can match only one
 * way and runs in time linear in the input (a looser `[^\s@]+\.[^\s@]+` backtracks quadratically on
 * a hostile `a@....@`). It is only ever run on text already within EMAIL_MAX_LENGTH.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** No "@" so a login name is never mistaken for an email, no spaces. */
export const USERNAME_SHAPE = /^[A-Za-z0-9._-]+$/;

export const accountMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  confirmRequired: 'Confirm your password',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'You must accept the terms',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  passwordTooCommon: 'This password is too common',
  usernameShape: 'Username can only contain letters, numbers, dots, hyphens and underscores',
  usernameTooLong: 'Username must be at most 30 characters',
  firstNameTooLong: 'First name must be at most 50 characters',
  lastNameTooLong: 'Last name must be at most 50 characters',
  emailTooLong: 'Email must be at most 254 characters',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  loginRequired: 'Username or email is required',
  invalidCredentials: 'Invalid username/email or password.',
  signUpSuccess: 'Your account has been created. You can now log in.',
  loginSuccess: 'Login successful',
  logoutSuccess: 'You have been logged out.',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  tooManySignUps: 'Too many sign-ups from this network. Please try again later.',
} as const;

/** A text field that must not be blank; surrounding spaces are dropped. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/**
 * An email field with a form's own messages. The length check aborts, so the shape is never
 * tested on over-long (possibly hostile) text.
 */
export const emailField = ({
  required = accountMessages.emailRequired,
  invalid = accountMessages.invalidEmail,
  tooLong = accountMessages.emailTooLong,
}: { required?: string; invalid?: string; tooLong?: string } = {}) =>
  requiredText(required)
    .max(EMAIL_MAX_LENGTH, { message: tooLong, abort: true })
    .regex(EMAIL_SHAPE, invalid);

export const usernameField = (required: string = accountMessages.usernameRequired) =>
  requiredText(required)
    .max(USERNAME_MAX_LENGTH, { message: accountMessages.usernameTooLong, abort: true })
    .regex(USERNAME_SHAPE, accountMessages.usernameShape);

/**
 * The one new-password rule of the forms, for sign-up and password change (the reset wizard
 * keeps its character classes instead). The service adds what a form cannot know: not a
 * common password (quiz-service modules/accounts/password-policy.ts).
 */
export const newPasswordField = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);

/**
 * The sign-up form (docs/product/accounts.md#sign-up) and the body of POST /api/auth/signup. The
 * server also refuses common passwords ("This password is too common"), which the form cannot know.
 */
export const signUpSchema = z
  .object({
    firstName: requiredText(accountMessages.firstNameRequired).max(
      NAME_PART_MAX_LENGTH,
      accountMessages.firstNameTooLong,
    ),
    lastName: requiredText(accountMessages.lastNameRequired).max(
      NAME_PART_MAX_LENGTH,
      accountMessages.lastNameTooLong,
    ),
    username: usernameField(),
    email: emailField(),
    password: newPasswordField(accountMessages.passwordRequired),
    confirmPassword: z
      .string({ error: accountMessages.confirmRequired })
      .min(1, accountMessages.confirmRequired),
    acceptTerms: z.literal(true, { error: accountMessages.termsRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: accountMessages.passwordsDiffer,
  });
export type SignUpInput = z.input<typeof signUpSchema>;

/** A signed-in reader as the site shows them. avatarUrl is same-origin (/api/avatars/…). */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  profession: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const signUpResponseSchema = z.object({
  message: z.string(),
  user: currentUserSchema,
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/**
 * Login has no client-side rules (docs/product/accounts.md#login); the server still needs both
 * fields.
 */
export const loginSchema = z.object({
  emailOrUsername: requiredText(accountMessages.loginRequired).max(
    EMAIL_MAX_LENGTH,
    accountMessages.invalidCredentials,
  ),
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(1024, accountMessages.invalidCredentials),
  /** Checked: a 30-day cookie. Unchecked: a cookie that ends with the browser session. */
  remember: z.boolean({ error: 'Remember me must be true or false' }).default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const loginResponseSchema = z.object({
  message: z.literal(accountMessages.loginSuccess),
  user: currentUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/session: the signed-in reader, or null for a visitor. */
export const sessionResponseSchema = z.object({ user: currentUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
