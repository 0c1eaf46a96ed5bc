import { describe, expect, it } from 'vitest';
import { signUpSchema } from './accounts';
import { resetPasswordFormSchema, resetRequestSchema, resetCodeFormSchema } from './password-reset';
import { profileUpdateSchema } from './profile';

/** First message per field, as a form shows them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('form schemas carry the messages of docs/product', () => {
  it('sign-up', () => {
    expect(messages(signUpSchema.safeParse({}))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm your password',
      acceptTerms: 'You must accept the terms',
    });
    const base = {
      firstName: 'A',
      lastName: 'B',
      username: 'ab',
      email: 'a@b.co',
      password: 'long-enough',
      confirmPassword: 'long-enough',
      acceptTerms: true,
    };
    expect(signUpSchema.safeParse(base).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ ...base, email: 'a@b' }))).toEqual({
      email: 'Invalid email address',
    });
    expect(messages(signUpSchema.safeParse({ ...base, confirmPassword: 'other' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reset wizard', () => {
    expect(messages(resetRequestSchema.safeParse({ usernameOrEmail: '' }))).toEqual({
      usernameOrEmail: 'Username or Email is required',
    });
    expect(messages(resetCodeFormSchema.safeParse({ otp: '' }))).toEqual({
      otp: 'OTP is required',
    });
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: '', confirmPassword: '' })),
    ).toEqual({
      password: 'New Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      messages(
        resetPasswordFormSchema.safeParse({ password: 'abcdefgh1', confirmPassword: 'abcdefgh1' }),
      ),
    ).toEqual({
      password:
        'Password must contain at least 8 characters, 1 uppercase, 1 lowercase, and 1 number',
    });
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'x' })),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('edit profile', () => {
    expect(messages(profileUpdateSchema.safeParse({}))).toEqual({
      name: 'This field is required',
      username: 'This field is required',
      email: 'This field is required',
      profession: 'This field is required',
    });
  });
});
