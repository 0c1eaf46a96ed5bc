import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  codeIn,
  freshIp,
  login,
  readOutbox,
  SITE,
  signUp,
  signUpBody,
  STRONG_PASSWORD,
  waitForMail,
} from '../../../test/support/helpers';
import { isCommonPassword } from '../accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Glide-Slope-Capture-7';
const WRONG = 'Your current password is not correct';

type Headers = Record<string, string>;
const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => t.app.inject({ method, url, headers, payload, remoteAddress: freshIp() });

/** A reader signed in twice: `here` is the browser acting, `there` another device. */
async function readerWithTwoSessions() {
  const user = await signUp(t.app);
  const here = { cookie: await login(t.app, user.username), origin: SITE };
  const there = { cookie: await login(t.app, user.email), origin: SITE };
  return { user, here, there };
}

async function sessionUser(headers: Headers) {
  const res = await inject('GET', '/api/auth/session', { cookie: headers.cookie ?? '' });
  return res.json().user as { id: string; email: string; username: string } | null;
}

const changePassword = (headers: Headers, body: object) =>
  inject('POST', '/api/account/password', headers, body);

const profileChanges = (
  user: { username: string; email: string },
  overrides: Record<string, unknown> = {},
) => ({
  name: 'Amelia Pilot',
  username: user.username,
  email: user.email,
  profession: 'Pilot',
  bio: '',
  ...overrides,
});

describe('the common-password rule', () => {
  it.each(['Password1', 'password!!', 'PASSWORD', 'Dragon2024!', 'dragon#7', 'qwertyuiop'])(
    '%s is common',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );
  it.each([STRONG_PASSWORD, NEW_PASSWORD, 'Reentry-Burn-2031', '12345678x'])(
    '%s is not',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );

  it('is the same at sign-up, password change and reset', async () => {
    const signUpRes = await inject(
      'POST',
      '/api/auth/signup',
      {},
      signUpBody({
        password: 'Dragon2024!',
        confirmPassword: 'Dragon2024!',
      }),
    );
    expect(signUpRes.statusCode).toBe(400);
    expect(signUpRes.json().error.fields).toEqual({ password: 'This password is too common' });

    const { here, user } = await readerWithTwoSessions();
    const change = await changePassword(here, {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'password!!',
      confirmPassword: 'password!!',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.fields).toEqual({ newPassword: 'This password is too common' });

    // The reset rule (upper, lower, digit) holds for "Password1"; the common rule does not.
    const request = await inject(
      'POST',
      '/api/password-reset/request',
      {},
      {
        usernameOrEmail: user.username,
      },
    );
    const { resetId } = request.json();
    const otp = codeIn(await waitForMail(t.config, user.email));
    const reset = await inject(
      'POST',
      '/api/password-reset/complete',
      {},
      {
        resetId,
        otp,
        password: 'Password1',
        confirmPassword: 'Password1',
      },
    );
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.fields).toEqual({ password: 'This password is too common' });
    // The refused password cost no try: the code still completes the reset.
    const done = await inject(
      'POST',
      '/api/password-reset/complete',
      {},
      {
        resetId,
        otp,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    );
    expect(done.statusCode).toBe(200);
  });
});

describe('POST /api/account/password', () => {
  it('needs a signed-in reader', async () => {
    const res = await changePassword(
      {},
      {
        currentPassword: STRONG_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    );
    expect(res.statusCode).toBe(401);
  });

  it('checks the form with its messages', async () => {
    const { here } = await readerWithTwoSessions();
    const empty = await changePassword(here, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm your new password',
    });
    const short = await changePassword(here, {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Short1!',
      confirmPassword: 'Short2!',
    });
    expect(short.json().error.fields).toEqual({
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { user, here, there } = await readerWithTwoSessions();
    const res = await changePassword(here, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: WRONG,
      fields: { currentPassword: WRONG },
    });
    expect(await sessionUser(there)).not.toBeNull();
    await expect(login(t.app, user.username, STRONG_PASSWORD)).resolves.toContain('apogee_session');
  });

  it('changes the password, ends the other sessions, keeps this one and tells the reader', async () => {
    const { user, here, there } = await readerWithTwoSessions();
    const res = await changePassword(here, {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been changed. Your other sessions have been signed out.',
    });
    expect(await sessionUser(here)).toMatchObject({ id: user.id });
    expect(await sessionUser(there)).toBeNull();
    const { rows } = await t.app.db.query<{ open: number; revoked: number }>(
      `select count(*) filter (where revoked_at is null)::int as open,
              count(*) filter (where revoked_at is not null)::int as revoked
         from sessions where user_id = $1`,
      [user.id],
    );
    expect(rows[0]).toEqual({ open: 1, revoked: 1 });
    await expect(login(t.app, user.username, STRONG_PASSWORD)).rejects.toThrow(/Invalid/);
    await expect(login(t.app, user.username, NEW_PASSWORD)).resolves.toContain('apogee_session');
    const mail = await waitForMail(t.config, user.email);
    expect(mail.subject).toBe('Your Apogee password was changed');
    expect(mail.text).toContain('other sessions were signed out');
    expect(mail.text).not.toContain(NEW_PASSWORD);
  });

  it('refuses the current password as the new one', async () => {
    const { here } = await readerWithTwoSessions();
    const res = await changePassword(here, {
      currentPassword: STRONG_PASSWORD,
      newPassword: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
    });
    expect(res.json().error.fields).toEqual({
      newPassword: 'Choose a password different from your current one',
    });
  });

  it('allows 10 checks of the current password per account in 15 minutes', async () => {
    const { here } = await readerWithTwoSessions();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await changePassword(here, {
        currentPassword: `guess-${i}-wrong`,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const right = await changePassword(here, {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts with your current password. Please try again later.',
    });
  });
});

describe('the sessions list', () => {
  it('shows each open session once, this device first, with handles instead of ids', async () => {
    const user = await signUp(t.app);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: user.username, password: STRONG_PASSWORD, remember: true },
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile Safari',
      },
      remoteAddress: '192.0.2.10',
    });
    const laptopCookie = await login(t.app, user.email);
    const res = await inject('GET', '/api/account/sessions', { cookie: laptopCookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { sessions } = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, remember: false });
    expect(sessions[1]).toMatchObject({
      current: false,
      remember: true,
      ip: '192.0.2.10',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile Safari',
    });
    for (const s of sessions) {
      expect(s.id).toMatch(/^[\w-]{22}$/);
      expect(new Date(s.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(new Date(s.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    const { rows } = await t.app.db.query<{ id: string }>(
      'select id from sessions where user_id = $1',
      [user.id],
    );
    for (const row of rows) expect(res.body).not.toContain(row.id);
    expect(phone.statusCode).toBe(200);
  });

  it('ends one other session, not this one, not twice, not another reader’s', async () => {
    const { here, there } = await readerWithTwoSessions();
    const stranger = await readerWithTwoSessions();
    const list = (await inject('GET', '/api/account/sessions', here)).json().sessions;
    const other = list.find((s: { current: boolean }) => !s.current);
    const current = list.find((s: { current: boolean }) => s.current);

    const end = (headers: Headers, sessionId: string, currentPassword = STRONG_PASSWORD) =>
      inject('POST', '/api/account/sessions/end', headers, { sessionId, currentPassword });
    const foreign = await end(stranger.here, other.id);
    expect(foreign.statusCode).toBe(404);
    expect(await sessionUser(there)).not.toBeNull();

    // The password again first: a stolen session cannot sign the owner out.
    const unchecked = await end(here, other.id, 'not-my-password');
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().error.fields).toEqual({ currentPassword: WRONG });
    expect(await sessionUser(there)).not.toBeNull();

    const res = await end(here, other.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The session has been ended.', ended: 1 });
    expect(await sessionUser(there)).toBeNull();
    expect(await sessionUser(here)).not.toBeNull();

    const again = await end(here, other.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'This session has already ended.',
    });
    const self = await end(here, current.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('To end the session you are using, log out.');
  });

  it('signs out everywhere else', async () => {
    const { user, here, there } = await readerWithTwoSessions();
    const third = { cookie: await login(t.app, user.username, STRONG_PASSWORD, true) };
    const missing = await inject('POST', '/api/account/sessions/end-others', here, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ currentPassword: 'Enter your current password' });
    const res = await inject('POST', '/api/account/sessions/end-others', here, {
      currentPassword: STRONG_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out everywhere else.', ended: 2 });
    expect(await sessionUser(there)).toBeNull();
    expect(await sessionUser(third)).toBeNull();
    expect(await sessionUser(here)).toMatchObject({ id: user.id });
    const list = (await inject('GET', '/api/account/sessions', here)).json().sessions;
    expect(list).toHaveLength(1);
  });

  it('answers 401 to a visitor', async () => {
    expect((await inject('GET', '/api/account/sessions')).statusCode).toBe(401);
    expect(
      (
        await inject(
          'POST',
          '/api/account/sessions/end-others',
          { origin: SITE },
          {
            currentPassword: STRONG_PASSWORD,
          },
        )
      ).statusCode,
    ).toBe(401);
  });
});

describe('idle sessions', () => {
  const idleFor = (userId: string, interval: string) =>
    t.app.db.query(
      `update sessions set last_seen_at = now() - interval '${interval}' where user_id = $1`,
      [userId],
    );

  it('end after 30 minutes for a browser session, 3 days when remembered', async () => {
    const user = await signUp(t.app);
    const browser = { cookie: await login(t.app, user.username) };
    await idleFor(user.id, '31 minutes');
    expect(await sessionUser(browser)).toBeNull();
    // The quiz statements check the session themselves, with the same rule.
    const analytics = await inject('GET', '/api/quiz/analytics?timeZone=UTC', browser);
    expect(analytics.statusCode).toBe(401);

    const other = await signUp(t.app);
    const remembered = { cookie: await login(t.app, other.username, STRONG_PASSWORD, true) };
    await idleFor(other.id, '31 minutes');
    expect(await sessionUser(remembered)).toMatchObject({ id: other.id });
    await idleFor(other.id, '3 days 1 minute');
    expect(await sessionUser(remembered)).toBeNull();
  });

  it('are marked used at most once a minute', async () => {
    const user = await signUp(t.app);
    const browser = { cookie: await login(t.app, user.username) };
    const lastSeen = async () =>
      (
        await t.app.db.query<{ age: number }>(
          'select extract(epoch from now() - last_seen_at)::int as age from sessions where user_id = $1',
          [user.id],
        )
      ).rows[0]?.age;
    await idleFor(user.id, '30 seconds');
    await sessionUser(browser);
    expect(await lastSeen()).toBeGreaterThanOrEqual(29);
    await idleFor(user.id, '29 minutes');
    await sessionUser(browser);
    expect(await lastSeen()).toBeLessThan(5);
    // Seen again, so the 30 minutes start over.
    expect(await sessionUser(browser)).toMatchObject({ id: user.id });
  });
});

describe('changing the email', () => {
  const put = (headers: Headers, body: object) => inject('PUT', '/api/profile', headers, body);

  it('needs the current password', async () => {
    const { user, here } = await readerWithTwoSessions();
    const newEmail = `new.${user.email}`;
    const missing = await put(here, profileChanges(user, { email: newEmail }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      currentPassword: 'Enter your current password to change your email or username',
    });
    const wrong = await put(
      here,
      profileChanges(user, { email: newEmail, currentPassword: 'nope-nope' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: WRONG });
    const { rows } = await t.app.db.query(
      'select u.email, (select count(*)::int from email_changes c where c.user_id = u.id) as pending from users u where id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ email: user.email, pending: 0 }]);
    expect((await readOutbox(t.config)).some((m) => m.to === newEmail)).toBe(false);
  });

  it('takes effect only from the link sent to the new address, once', async () => {
    const { user, here, there } = await readerWithTwoSessions();
    const newEmail = `moved.${user.email}`;
    const res = await put(
      here,
      profileChanges(user, { email: newEmail, currentPassword: STRONG_PASSWORD }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: `To finish changing your email, open the link we sent to ${newEmail}. Until then your current address stays in use.`,
      user: expect.objectContaining({ email: user.email }),
      pendingEmail: newEmail,
    });

    const notice = await waitForMail(t.config, user.email);
    expect(notice.subject).toBe('Your Apogee email address is about to change');
    expect(notice.text).toContain(`m…@${newEmail.split('@')[1]}`);
    expect(notice.text).not.toContain(newEmail);
    const confirm = await waitForMail(t.config, newEmail);
    expect(confirm.subject).toBe('Confirm your new Apogee email address');
    const link = /(http\S+\/confirm-email\?token=([\w-]+))/.exec(confirm.text);
    expect(link?.[1]).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=[\w-]{43}$/);
    const token = link?.[2] as string;

    // Stored as a hash; the address is unchanged until the link is used.
    const { rows } = await t.app.db.query<{ new_email: string; token_hash: string }>(
      'select new_email, token_hash from email_changes where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([
      { new_email: newEmail, token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect((await sessionUser(here))?.email).toBe(user.email);
    expect(await sessionUser(there)).not.toBeNull();

    // Opened in a mail app's browser, with no session.
    const done = await inject('POST', '/api/account/email/confirm', {}, { token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your email address has been changed.' });
    expect((await sessionUser(here))?.email).toBe(newEmail);
    expect(await sessionUser(there)).toBeNull();
    await expect(login(t.app, newEmail)).resolves.toContain('apogee_session');

    const again = await inject('POST', '/api/account/email/confirm', {}, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'INVALID_LINK',
      message:
        'This link is invalid or has expired. Change your email on your profile again to get a new link.',
    });
  });

  it('refuses an expired link and an address taken meanwhile', async () => {
    const { user, here } = await readerWithTwoSessions();
    const newEmail = `late.${user.email}`;
    await put(here, profileChanges(user, { email: newEmail, currentPassword: STRONG_PASSWORD }));
    const token = /token=([\w-]+)/.exec((await waitForMail(t.config, newEmail)).text)?.[1];
    await t.app.db.query(
      "update email_changes set expires_at = now() - interval '1 second' where user_id = $1",
      [user.id],
    );
    const expired = await inject(
      'POST',
      '/api/account/email/confirm',
      {},
      { token: token as string },
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('INVALID_LINK');
    expect((await sessionUser(here))?.email).toBe(user.email);

    const raced = `raced.${user.email}`;
    await put(here, profileChanges(user, { email: raced, currentPassword: STRONG_PASSWORD }));
    const racedToken = /token=([\w-]+)/.exec((await waitForMail(t.config, raced)).text)?.[1];
    await signUp(t.app, { email: raced });
    const taken = await inject(
      'POST',
      '/api/account/email/confirm',
      {},
      { token: racedToken as string },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({
      email: 'An account with this email already exists',
    });
    expect((await sessionUser(here))?.email).toBe(user.email);
  });

  it('is dropped by a password change', async () => {
    const { user, here } = await readerWithTwoSessions();
    const newEmail = `dropped.${user.email}`;
    await put(here, profileChanges(user, { email: newEmail, currentPassword: STRONG_PASSWORD }));
    const token = /token=([\w-]+)/.exec((await waitForMail(t.config, newEmail)).text)?.[1];
    await changePassword(here, {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    const res = await inject('POST', '/api/account/email/confirm', {}, { token: token as string });
    expect(res.statusCode).toBe(400);
  });
});

describe('changing the username', () => {
  it('needs the current password, ends the other sessions and tells the email owner', async () => {
    const { user, here, there } = await readerWithTwoSessions();
    const renamed = `${user.username}_new`;
    const refused = await inject(
      'PUT',
      '/api/profile',
      here,
      profileChanges(user, { username: renamed }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await sessionUser(there)).not.toBeNull();

    const res = await inject(
      'PUT',
      '/api/profile',
      here,
      profileChanges(user, { username: renamed, currentPassword: STRONG_PASSWORD }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'User updated successfully',
      user: expect.objectContaining({ username: renamed, email: user.email }),
    });
    expect(await sessionUser(there)).toBeNull();
    expect(await sessionUser(here)).toMatchObject({ username: renamed });
    const mail = await waitForMail(t.config, user.email);
    expect(mail.subject).toBe('Your Apogee username was changed');
    expect(mail.text).toContain(renamed);
  });

  it('other details change without a password and end no session', async () => {
    const { user, here, there } = await readerWithTwoSessions();
    const res = await inject(
      'PUT',
      '/api/profile',
      here,
      profileChanges(user, { profession: 'Navigator' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await sessionUser(there)).not.toBeNull();
  });
});

describe('login attempts per account', () => {
  it('count the account whichever identifier is typed', async () => {
    const user = await signUp(t.app);
    const ids = [user.username, user.email, user.email.toUpperCase(), user.username.toUpperCase()];
    for (let i = 0; i < 10; i++) {
      const res = await inject(
        'POST',
        '/api/auth/login',
        {},
        {
          emailOrUsername: ids[i % ids.length],
          password: 'wrong-password',
        },
      );
      expect(res.statusCode).toBe(401);
    }
    const res = await inject(
      'POST',
      '/api/auth/login',
      {},
      {
        emailOrUsername: user.username,
        password: STRONG_PASSWORD,
      },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Too many login attempts. Please try again later.');
  });
});

describe('reset code guesses per account', () => {
  it('are capped over a day, however many codes are asked for', async () => {
    const user = await signUp(t.app);
    const guess = (resetId: string, otp: string) =>
      inject('POST', '/api/password-reset/verify', {}, { resetId, otp });
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let round = 1; round <= 2; round++) {
      const { resetId } = (
        await inject('POST', '/api/password-reset/request', {}, { usernameOrEmail: user.username })
      ).json();
      const code = codeIn(await waitForMail(t.config, user.email, round));
      for (let i = 0; i < 5; i++) await guess(resetId, wrong(code));
    }
    const { resetId } = (
      await inject('POST', '/api/password-reset/request', {}, { usernameOrEmail: user.email })
    ).json();
    const code = codeIn(await waitForMail(t.config, user.email, 3));
    const res = await guess(resetId, code);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts on this account today. Please try again tomorrow.',
    });
  });
});
