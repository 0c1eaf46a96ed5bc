import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  freshIp,
  login,
  SITE,
  signUp,
  signUpBody,
  STRONG_PASSWORD,
} from '../../../test/support/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: freshIp(),
  });

describe('POST /api/auth/signup', () => {
  it('names every missing field with the sign-up form messages', async () => {
    const res = await post('/api/auth/signup', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm your password',
      acceptTerms: 'You must accept the terms',
    });
  });

  it('treats blank text as missing', async () => {
    const res = await post('/api/auth/signup', signUpBody({ firstName: '   ', email: ' ' }));
    expect(res.json().error.fields).toEqual({
      firstName: 'First name is required',
      email: 'Email is required',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ email: 'a@b' }, 'email', 'Invalid email address'],
    [
      { password: 'Short1', confirmPassword: 'Short1' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { password: 'x'.repeat(257), confirmPassword: 'x'.repeat(257) },
      'password',
      'Password must be at most 256 characters',
    ],
    [{ confirmPassword: 'something-else' }, 'confirmPassword', 'Passwords do not match'],
    [{ acceptTerms: false }, 'acceptTerms', 'You must accept the terms'],
    [
      { password: 'Password123', confirmPassword: 'Password123' },
      'password',
      'This password is too common',
    ],
    [
      { password: 'qwertyuiop', confirmPassword: 'qwertyuiop' },
      'password',
      'This password is too common',
    ],
    [
      { username: 'has space' },
      'username',
      'Username can only contain letters, numbers, dots, hyphens and underscores',
    ],
  ])('refuses %j with "%s: %s"', async (overrides, field, message) => {
    const res = await post('/api/auth/signup', signUpBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
    expect(res.json().error.message).toBe(message);
  });

  it('creates the account with an argon2id hash and the joined name', async () => {
    const body = signUpBody({ firstName: 'Neil', lastName: 'Armstrong' });
    const res = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Your account has been created. You can now log in.',
      user: {
        id: expect.any(String),
        name: 'Neil Armstrong',
        username: body.username,
        email: body.email,
        profession: '',
        bio: '',
        avatarUrl: null,
      },
    });
    const { rows } = await t.app.db.query<{ password_hash: string }>(
      'select password_hash from users where username = $1',
      [body.username],
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain(STRONG_PASSWORD);
    expect(res.cookies).toEqual([]);
  });

  it('keeps a password longer than 72 characters whole (no truncation)', async () => {
    const long = 'Aa1-'.repeat(30);
    const user = await signUp(t.app, { password: long, confirmPassword: long });
    await expect(login(t.app, user.username, long)).resolves.toContain('apogee_session=');
    await expect(login(t.app, user.username, long.slice(0, 72))).rejects.toThrow(/Invalid/);
  });

  it('refuses a username or email already used, whatever the case', async () => {
    const first = await signUp(t.app);
    const res = await post(
      '/api/auth/signup',
      signUpBody({ username: first.username.toUpperCase(), email: first.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'ACCOUNT_EXISTS',
      message: 'This username is already taken',
      fields: {
        username: 'This username is already taken',
        email: 'An account with this email already exists',
      },
    });
    const emailOnly = await post(
      '/api/auth/signup',
      signUpBody({ email: first.email.toUpperCase() }),
    );
    expect(emailOnly.json().error.fields).toEqual({
      email: 'An account with this email already exists',
    });
  });

  it('limits sign-ups per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signUpBody({ email: 'bad' }),
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error).toEqual({
          code: 'RATE_LIMITED',
          message: 'Too many sign-ups from this network. Please try again later.',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // Validation failures happen before the service, so they are not counted...
    expect(statuses.every((s) => s === 400)).toBe(true);
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signUpBody(),
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(201);
    }
    // ...real attempts are: the 11th from the same address is refused.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signUpBody(),
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('POST /api/auth/login', () => {
  it('accepts the username or the email, in any case', async () => {
    const user = await signUp(t.app);
    for (const id of [user.username, user.email, user.email.toUpperCase()]) {
      const res = await post('/api/auth/login', { emailOrUsername: id, password: STRONG_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Login successful',
        user: { id: user.id, username: user.username, email: user.email, name: 'Amelia Pilot' },
      });
    }
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const user = await signUp(t.app);
    const wrong = await post('/api/auth/login', {
      emailOrUsername: user.username,
      password: 'nope-nope',
    });
    const unknown = await post('/api/auth/login', {
      emailOrUsername: 'nobody-here',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid username/email or password.' },
    });
    expect(wrong.cookies).toEqual([]);
  });

  it('needs both fields', async () => {
    const res = await post('/api/auth/login', { emailOrUsername: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      emailOrUsername: 'Username or email is required',
      password: 'Password is required',
    });
  });

  it('sets an httpOnly, SameSite=Lax session cookie that ends with the browser session', async () => {
    const user = await signUp(t.app);
    const res = await post('/api/auth/login', {
      emailOrUsername: user.username,
      password: STRONG_PASSWORD,
    });
    const cookie = res.cookies[0];
    expect(cookie).toMatchObject({
      name: 'apogee_session',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.value.split('.')).toHaveLength(3);
  });

  it('keeps the cookie 30 days with "remember me"', async () => {
    const user = await signUp(t.app);
    const res = await post('/api/auth/login', {
      emailOrUsername: user.username,
      password: STRONG_PASSWORD,
      remember: true,
    });
    const expires = res.cookies[0]?.expires as Date;
    const days = (expires.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const { rows } = await t.app.db.query<{ remember: boolean }>(
      'select remember from sessions where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ remember: true }]);
  });

  it('limits attempts on one account', async () => {
    const user = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post('/api/auth/login', {
        emailOrUsername: user.email,
        password: 'wrong-one',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const res = await post('/api/auth/login', {
      emailOrUsername: user.email,
      password: STRONG_PASSWORD,
    });
    expect(res.json().error.message).toBe('Too many login attempts. Please try again later.');
  });

  it('limits attempts from one address', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername: `ghost${i}`, password: 'whatever-1' },
        remoteAddress: ip,
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('session and logout', () => {
  it('reports the signed-in user, or null for a visitor', async () => {
    const user = await signUp(t.app);
    const cookie = await login(t.app, user.username);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({ user: { id: user.id, username: user.username } });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(visitor.json()).toEqual({ user: null });
  });

  it('refuses a forged cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: 'apogee_session=eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4In0.' },
    });
    expect(res.json()).toEqual({ user: null });
  });

  it('logout revokes the session row, so the old cookie stops working', async () => {
    const user = await signUp(t.app);
    const cookie = await login(t.app, user.username);
    const other = await login(t.app, user.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: SITE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been logged out.' });
    expect(res.cookies[0]).toMatchObject({ name: 'apogee_session', value: '' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(after.json()).toEqual({ user: null });
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: other },
    });
    expect(stillIn.json().user.id).toBe(user.id);
    const { rows } = await t.app.db.query<{ revoked: number }>(
      'select count(*)::int as revoked from sessions where user_id = $1 and revoked_at is not null',
      [user.id],
    );
    expect(rows[0]?.revoked).toBe(1);
  });

  it('refuses a state-changing request with the cookie from another origin or none', async () => {
    const user = await signUp(t.app);
    const cookie = await login(t.app, user.username);
    for (const headers of [{ cookie }, { cookie, origin: 'https://evil.example' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'CSRF_REJECTED',
        message: 'This request was refused because it did not come from the site.',
      });
    }
    const viaReferer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, referer: `${SITE}/profile` },
    });
    expect(viaReferer.statusCode).toBe(200);
  });
});

describe('with an https PUBLIC_URL', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ publicUrl: 'https://apogee.example' });
  });
  afterAll(() => secure.close());

  it('uses a Secure __Host- cookie', async () => {
    const user = await signUp(secure.app);
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: user.username, password: STRONG_PASSWORD, remember: true },
    });
    expect(res.cookies[0]).toMatchObject({
      name: '__Host-apogee_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(res.cookies[0]?.domain).toBeUndefined();
  });
});
