import {
  legacyCheckAuthSchema,
  legacyLoginSuccessSchema,
  legacyOtpGeneratedSchema,
  legacyUpdatedUserSchema,
} from '@apogee/contracts/legacy';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  freshIp,
  multipartForm,
  SITE,
  STRONG_PASSWORD,
  waitForMail,
} from '../../test/support/helpers';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function post(path: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/legacy${path}`,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: freshIp(),
  });
}

function newAccount() {
  counter += 1;
  return {
    name: 'Amelia Pilot',
    username: `old_amelia${counter}`,
    email: `old.amelia${counter}@example.com`,
    password: STRONG_PASSWORD,
  };
}

async function signUpAndLogin() {
  const account = newAccount();
  expect((await post('/user/signup', account)).statusCode).toBe(200);
  const res = await post('/user/login', {
    emailOrUsername: account.email,
    password: account.password,
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies[0]!;
  const user = legacyLoginSuccessSchema.parse(res.json()).UserDetails;
  return { account, user, cookie: `${cookie.name}=${cookie.value}` };
}

/** The old edit-profile form (multipart, optional picture in `user_profile`). */
const profileForm = (fields: Record<string, string>, picture?: Buffer) =>
  multipartForm(
    fields,
    picture && { field: 'user_profile', name: 'me.png', type: 'image/png', data: picture },
  );

describe('POST /user/signup', () => {
  it('creates the account and answers 200 with a message', async () => {
    const res = await post('/user/signup', newAccount());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been created. You can now log in.' });
  });

  it('answers the old `error` field: taken username (409), bad email and weak password (400)', async () => {
    const account = newAccount();
    await post('/user/signup', account);
    const taken = await post('/user/signup', { ...account, email: 'other@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'This username is already taken' });

    const badEmail = await post('/user/signup', { ...newAccount(), email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ error: 'Invalid email address' });

    const short = await post('/user/signup', { ...newAccount(), password: 'short' });
    expect(short.json()).toEqual({ error: 'Password must be at least 8 characters' });
    const common = await post('/user/signup', { ...newAccount(), password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: 'This password is too common' });
  });
});

describe('POST /user/login', () => {
  it('answers Success and UserDetails with a session cookie', async () => {
    const account = newAccount();
    await post('/user/signup', account);
    const res = await post('/user/login', {
      emailOrUsername: account.username,
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    const body = legacyLoginSuccessSchema.parse(res.json());
    expect(body.Success).toBe('Login successful');
    expect(body.UserDetails).toEqual({
      id: expect.any(String),
      name: 'Amelia Pilot',
      username: account.username,
      email: account.email,
      profession: '',
      bio: '',
      profile: '',
    });
    expect(res.cookies[0]).toMatchObject({
      name: 'apogee_session',
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('answers the old Error field (200, as old clients read it) for a wrong password', async () => {
    const account = newAccount();
    await post('/user/signup', account);
    const res = await post('/user/login', {
      emailOrUsername: account.email,
      password: 'Wrong-Password-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Error: 'Invalid username/email or password.' });
    expect(res.cookies).toHaveLength(0);
  });
});

describe('POST /user/login with a malformed body', () => {
  it('answers 400 with the Error field', async () => {
    const res = await post('/user/login', { emailOrUsername: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Error: 'Password is required' });
  });
});

describe('POST /user/login with a malformed body', () => {
  it('answers 400 with the Error field', async () => {
    const res = await post('/user/login', { emailOrUsername: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Error: 'Password is required' });
  });
});

describe('GET /user/checkauth and /user/logout', () => {
  it('answers Status Success with the profile fields, then Failed after logout', async () => {
    const { cookie, user } = await signUpAndLogin();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/legacy/user/checkauth',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(legacyCheckAuthSchema.parse(res.json())).toEqual({ Status: 'Success', ...user });

    const out = await t.app.inject({
      method: 'GET',
      url: '/api/legacy/user/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logout successful' });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/legacy/user/checkauth',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      Status: 'Failed',
      Error: 'You need to log in to view this content',
    });
  });

  it('refuses a logout link followed from another site', async () => {
    const { cookie } = await signUpAndLogin();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/legacy/user/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/legacy/user/checkauth',
      headers: { cookie },
    });
    expect(check.json().Status).toBe('Success');
  });
});

describe('password reset: generate-otp, verify-otp, update-password', () => {
  it('resets with the opaque id in userEmail, the otp echoed, and ends the old sessions', async () => {
    const { account, cookie } = await signUpAndLogin();
    const step1 = await post('/user/generate-otp', { usernameOrEmail: account.username });
    expect(step1.statusCode).toBe(200);
    const { userEmail: resetId } = legacyOtpGeneratedSchema.parse(step1.json());
    expect(resetId).not.toContain('@');
    expect(resetId).not.toContain(account.email);

    // Unknown accounts get the same answer shape.
    const unknown = await post('/user/generate-otp', { usernameOrEmail: 'nobody-at-all' });
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json()).sort()).toEqual(['message', 'userEmail']);

    const otp = codeIn(await waitForMail(t.config, account.email));
    const wrong = await post('/user/verify-otp', {
      otp: otp === '000000' ? '111111' : '000000',
      email: resetId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'The code is incorrect or has expired. Please check it or request a new code.',
    });

    const step2 = await post('/user/verify-otp', { otp, email: resetId });
    expect(step2.statusCode).toBe(200);
    expect(step2.json()).toEqual({ message: 'Code verified. Choose a new password.', otp });

    const weak = await post('/user/update-password', {
      email: resetId,
      otp,
      password: 'alllowercase1',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: 'Password must contain at least 8 characters, 1 uppercase, 1 lowercase, and 1 number',
    });

    const step3 = await post('/user/update-password', {
      email: resetId,
      otp,
      password: 'New-Runway-2026',
    });
    expect(step3.statusCode).toBe(200);
    expect(step3.json()).toEqual({ message: 'Password updated successfully.' });

    const check = await t.app.inject({
      method: 'GET',
      url: '/api/legacy/user/checkauth',
      headers: { cookie },
    });
    expect(check.json().Status).toBe('Failed');
    const login = await post('/user/login', {
      emailOrUsername: account.email,
      password: 'New-Runway-2026',
    });
    expect(login.statusCode).toBe(200);
  });

  it('asks for the identifier with the wizard text', async () => {
    const res = await post('/user/generate-otp', { usernameOrEmail: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Username or Email is required' });
  });
});

describe('PUT /user/update-user/{userId}', () => {
  const fields = {
    name: 'Amelia Earhart',
    username: 'lady_lindy',
    email: 'amelia.earhart@example.com',
    profession: 'Aviator',
    bio: 'Crossed the Atlantic solo.',
  };

  it('updates the own profile from the multipart form, picture included', async () => {
    const { cookie, user } = await signUpAndLogin();
    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#1e90ff' },
    })
      .png()
      .toBuffer();
    // Username and email as they are: old clients cannot change them (next test).
    const form = profileForm({ ...fields, username: user.username, email: user.email }, picture);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/legacy/user/update-user/${user.id}`,
      headers: { cookie, origin: SITE, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = legacyUpdatedUserSchema.parse(res.json());
    expect(body).toMatchObject({
      Status: 'Success',
      message: 'User updated successfully',
      id: user.id,
      name: 'Amelia Earhart',
      profession: 'Aviator',
      bio: 'Crossed the Atlantic solo.',
    });
    expect(body.profile).toMatch(/^\/api\/avatars\/[0-9a-f]{32}\.webp$/);
    const avatar = await t.app.inject({ method: 'GET', url: body.profile });
    expect(avatar.statusCode).toBe(200);
  });

  it('refuses a new username or email, saving nothing, and says where to change them', async () => {
    const { cookie, user } = await signUpAndLogin();
    for (const change of [
      { username: `renamed${counter}` },
      { email: `moved${counter}@example.com` },
    ]) {
      const form = profileForm({
        ...fields,
        username: user.username,
        email: user.email,
        ...change,
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/legacy/user/update-user/${user.id}`,
        headers: { cookie, origin: SITE, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message:
          'Email and username can only be changed on the site, with your current password. Your other details were not saved.',
      });
    }
    const { rows } = await t.app.db.query('select name, username, email from users where id = $1', [
      user.id,
    ]);
    expect(rows).toEqual([{ name: 'Amelia Pilot', username: user.username, email: user.email }]);
    const { rows: pending } = await t.app.db.query(
      'select 1 from email_changes where user_id = $1',
      [user.id],
    );
    expect(pending).toEqual([]);
  });

  it("answers 403 for another reader's id, 401 for a visitor, 400 for a missing field", async () => {
    const me = await signUpAndLogin();
    const other = await signUpAndLogin();
    const form = profileForm(fields);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/legacy/user/update-user/${other.user.id}`,
      headers: { cookie: me.cookie, origin: SITE, ...form.headers },
      payload: form.payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'You can only change your own profile.' });

    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/legacy/user/update-user/${me.user.id}`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(visitor.statusCode).toBe(401);

    const missing = profileForm({ ...fields, profession: '' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/legacy/user/update-user/${me.user.id}`,
      headers: { cookie: me.cookie, origin: SITE, ...missing.headers },
      payload: missing.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This field is required' });
  });

  it('refuses a change sent from another origin with the session cookie (CSRF)', async () => {
    const { cookie, user } = await signUpAndLogin();
    const form = profileForm(fields);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/legacy/user/update-user/${user.id}`,
      headers: { cookie, origin: 'https://evil.example', ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('an unknown adapter path', () => {
  it('answers 404 with the old message field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legacy/user/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/legacy/user/no-such-call' });
  });
});
