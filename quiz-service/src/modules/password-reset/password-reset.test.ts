import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  codeIn,
  freshIp,
  login,
  readOutbox,
  signUp,
  STRONG_PASSWORD,
  waitForMail,
} from '../../../test/support/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Reentry-Burn-2031';
const INVALID = 'The code is incorrect or has expired. Please check it or request a new code.';
const TOO_MANY = 'Too many attempts. Please request a new code.';

const post = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

async function startReset(usernameOrEmail: string) {
  const res = await post('/api/password-reset/request', { usernameOrEmail });
  expect(res.statusCode).toBe(200);
  return res.json() as { resetId: string; message: string };
}

/** A user with a requested reset and the code from their email. */
async function userWithCode() {
  const user = await signUp(t.app);
  const { resetId } = await startReset(user.username);
  const code = codeIn(await waitForMail(t.config, user.email));
  return { user, resetId, code };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('step 1: POST /api/password-reset/request', () => {
  it('needs a username or email', async () => {
    const res = await post('/api/password-reset/request', { usernameOrEmail: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ usernameOrEmail: 'Username or Email is required' });
  });

  it('answers the same for an unknown account, and emails only a real one', async () => {
    const user = await signUp(t.app);
    const known = await startReset(user.email.toUpperCase());
    const unknown = await startReset('nobody@example.com');
    expect(Object.keys(known)).toEqual(Object.keys(unknown));
    expect(known.message).toBe(unknown.message);
    expect(known.message).toBe(
      'If an account matches, a 6-digit code has been sent to its email address.',
    );
    expect(known.resetId).toMatch(/^[\w-]{43}$/);
    expect(unknown.resetId).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(known)).not.toContain(user.email);
    const mail = await waitForMail(t.config, user.email);
    expect(mail.subject).toBe('Your Apogee password reset code');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect((await readOutbox(t.config)).some((m) => m.to === 'nobody@example.com')).toBe(false);
    // The code is stored hashed, never as typed.
    const { rows } = await t.app.db.query<{ code_hash: string }>(
      'select code_hash from password_resets where user_id = $1',
      [user.id],
    );
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(codeIn(mail));
  });

  it('allows 4 requests an hour per account', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 4; i++) await startReset(user.username);
    const res = await post('/api/password-reset/request', { usernameOrEmail: user.username });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many password reset requests. Please try again later.',
    });
  });

  it('allows 4 requests an hour per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++)
      expect(
        (await post('/api/password-reset/request', { usernameOrEmail: `x${i}` }, ip)).statusCode,
      ).toBe(200);
    const res = await post('/api/password-reset/request', { usernameOrEmail: 'x5' }, ip);
    expect(res.statusCode).toBe(429);
  });
});

describe('steps 2 and 3', () => {
  it('resets the password end to end and signs the user out everywhere', async () => {
    const { user, resetId, code } = await userWithCode();
    const phone = await login(t.app, user.username);
    const laptop = await login(t.app, user.email);

    const verify = await post('/api/password-reset/verify', { resetId, otp: code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: 'Code verified. Choose a new password.' });

    const done = await post('/api/password-reset/complete', {
      resetId,
      otp: code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password updated successfully.' });

    for (const cookie of [phone, laptop]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(res.json()).toEqual({ user: null });
    }
    await expect(login(t.app, user.username, STRONG_PASSWORD)).rejects.toThrow(/Invalid/);
    await expect(login(t.app, user.username, NEW_PASSWORD)).resolves.toContain('apogee_session=');
  });

  it('works once only', async () => {
    const { resetId, code } = await userWithCode();
    const body = { resetId, otp: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await post('/api/password-reset/complete', body)).statusCode).toBe(200);
    const again = await post('/api/password-reset/complete', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'INVALID_CODE',
      message: INVALID,
      fields: { otp: INVALID },
    });
    expect((await post('/api/password-reset/verify', { resetId, otp: code })).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const { user, resetId, code } = await userWithCode();
    await t.app.db.query(
      "update password_resets set expires_at = now() - interval '1 second' where user_id = $1",
      [user.id],
    );
    const res = await post('/api/password-reset/verify', { resetId, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(INVALID);
  });

  it('sets the expiry 10 minutes ahead', async () => {
    const { user } = await userWithCode();
    const { rows } = await t.app.db.query<{ seconds: number }>(
      'select extract(epoch from expires_at - now())::int as seconds from password_resets where user_id = $1',
      [user.id],
    );
    expect(rows[0]?.seconds).toBeGreaterThan(590);
    expect(rows[0]?.seconds).toBeLessThanOrEqual(600);
  });

  it('allows 5 tries, then even the right code is refused', async () => {
    const { resetId, code } = await userWithCode();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/password-reset/verify', { resetId, otp: wrongCode(code) });
      answers.push(res.json().error.message);
    }
    expect(answers).toEqual([INVALID, INVALID, INVALID, INVALID, TOO_MANY]);
    const right = await post('/api/password-reset/verify', { resetId, otp: code });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('locks an id that matches no account after the same number of tries', async () => {
    const { resetId } = await startReset('ghost-account');
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post('/api/password-reset/verify', { resetId, otp: '123456' });
      answers.push(res.json().error.message);
    }
    expect(answers).toEqual([INVALID, INVALID, INVALID, INVALID, TOO_MANY, TOO_MANY]);
  });

  it('a new request replaces the previous code', async () => {
    const { user, resetId, code } = await userWithCode();
    const second = await startReset(user.email);
    const newCode = codeIn(await waitForMail(t.config, user.email, 2));
    expect((await post('/api/password-reset/verify', { resetId, otp: code })).statusCode).toBe(400);
    expect(
      (await post('/api/password-reset/verify', { resetId: second.resetId, otp: newCode }))
        .statusCode,
    ).toBe(200);
  });

  it('checks the code field with the reset wizard messages', async () => {
    const res = await post('/api/password-reset/verify', { resetId: 'x', otp: '' });
    expect(res.json().error.fields).toEqual({ otp: 'OTP is required' });
    const letters = await post('/api/password-reset/verify', { resetId: 'x', otp: '12ab56' });
    expect(letters.json().error.fields).toEqual({ otp: 'Enter the 6-digit code from the email' });
  });

  it.each([
    [
      { password: '', confirmPassword: '' },
      { password: 'New Password is required', confirmPassword: 'Please confirm your password' },
    ],
    [
      { password: 'alllowercase1', confirmPassword: 'alllowercase1' },
      {
        password:
          'Password must contain at least 8 characters, 1 uppercase, 1 lowercase, and 1 number',
      },
    ],
    [
      { password: 'Short1a', confirmPassword: 'Short1a' },
      {
        password:
          'Password must contain at least 8 characters, 1 uppercase, 1 lowercase, and 1 number',
      },
    ],
    [
      { password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' },
      {
        password:
          'Password must contain at least 8 characters, 1 uppercase, 1 lowercase, and 1 number',
      },
    ],
    [
      { password: NEW_PASSWORD, confirmPassword: 'Something-Else-1' },
      { confirmPassword: 'Passwords do not match' },
    ],
  ])('step 3 refuses %j', async (passwords, fields) => {
    const res = await post('/api/password-reset/complete', {
      resetId: 'x',
      otp: '123456',
      ...passwords,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
  });
});
