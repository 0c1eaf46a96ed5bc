import { resetPasswordFormSchema, resetMessages } from '@apogee/contracts/password-reset';
import { accountMessages, signUpSchema } from '@apogee/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { fieldError, validateForm } from './validate-form';

const emptySignUp = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

describe('validateForm', () => {
  it('gives every empty sign-up field its message, one per field', () => {
    const check = validateForm(signUpSchema, emptySignUp);
    expect(check).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        username: 'Username is required',
        email: 'Email is required',
        password: 'Password is required',
        confirmPassword: 'Confirm your password',
        acceptTerms: 'You must accept the terms',
      },
    });
  });

  it('puts "Passwords do not match" on the confirmation field', () => {
    const values = { password: 'Abcdefg1', confirmPassword: 'Abcdefg2' };
    expect(fieldError(resetPasswordFormSchema, values, 'confirmPassword')).toBe(
      resetMessages.passwordsDiffer,
    );
    expect(fieldError(resetPasswordFormSchema, values, 'password')).toBeUndefined();
  });

  it('returns the parsed values when the form is valid', () => {
    const check = validateForm(signUpSchema, {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      password: 'long enough',
      confirmPassword: 'long enough',
      acceptTerms: true,
    });
    expect(check.ok && check.data.firstName).toBe('Ada');
    expect(fieldError(signUpSchema, { ...emptySignUp, email: 'nope' }, 'email')).toBe(
      accountMessages.invalidEmail,
    );
  });
});
