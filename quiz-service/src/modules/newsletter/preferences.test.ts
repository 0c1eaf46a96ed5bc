import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE,
  freshIp,
  login,
  signUp,
  waitForMail,
  type SentMail,
} from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// A reader's topics and rhythm: chosen when subscribing, changed from the link in every email
// (no login) or from the account page (the session).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const freshEmail = () => `chooser${++counter}-${Date.now()}@example.com`;

function tokenIn(mail: SentMail, page: 'confirm' | 'preferences'): string {
  const match = new RegExp(`/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in the email`);
  return match[1];
}

const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/newsletter/${path}`,
    payload,
    remoteAddress: freshIp(),
  });

async function choicesOf(email: string) {
  const { rows } = await t.app.db.query<{ rhythm: string; topics: string[] }>(
    `select s.rhythm, array(select topic from newsletter_topics t
                             where t.subscriber_id = s.id order by topic) as topics
       from newsletter_subscribers s where lower(s.email) = lower($1)`,
    [email],
  );
  return rows[0];
}

/** Subscribes, confirms and returns the preferences token of the welcome email. */
async function confirmedReader(email: string, choices: Record<string, unknown> = {}) {
  expect((await post('subscribe', { email, ...choices })).statusCode).toBe(200);
  const confirmation = await waitForMail(t.config, email);
  expect((await post('confirm', { token: tokenIn(confirmation, 'confirm') })).statusCode).toBe(200);
  const welcome = await waitForMail(t.config, email, 2);
  return tokenIn(welcome, 'preferences');
}

describe('newsletter preferences', () => {
  it('keeps the topics and rhythm chosen when subscribing', async () => {
    const email = freshEmail();
    const res = await post('subscribe', {
      email,
      topics: ['space', 'aviation', 'space'],
      rhythm: 'digest',
    });
    expect(res.statusCode).toBe(200);
    expect(await choicesOf(email)).toEqual({ rhythm: 'digest', topics: ['aviation', 'space'] });
  });

  it('defaults to every topic, each article and the digest', async () => {
    const email = freshEmail();
    await post('subscribe', { email });
    expect(await choicesOf(email)).toEqual({ rhythm: 'both', topics: [] });
  });

  it('shows and saves them from the link in the welcome email, without login', async () => {
    const email = freshEmail();
    const token = await confirmedReader(email);

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/preferences?token=${token}`,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.json()).toEqual({ email, status: 'confirmed', topics: [], rhythm: 'both' });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/newsletter/preferences',
      payload: { token, topics: ['space'], rhythm: 'each' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Your newsletter preferences are saved.',
      preferences: { email, status: 'confirmed', topics: ['space'], rhythm: 'each' },
    });
    expect(await choicesOf(email)).toEqual({ rhythm: 'each', topics: ['space'] });
  });

  it('refuses a wrong link, an unknown rhythm or a malformed topic and changes nothing', async () => {
    const email = freshEmail();
    const token = await confirmedReader(email, { topics: ['space'] });

    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/preferences?token=${'B'.repeat(43)}`,
      remoteAddress: freshIp(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('This link is invalid or has expired.');

    const rhythm = await t.app.inject({
      method: 'PUT',
      url: '/api/newsletter/preferences',
      payload: { token, topics: [], rhythm: 'monthly' },
    });
    expect(rhythm.statusCode).toBe(400);
    expect(rhythm.json().error.fields).toEqual({
      rhythm: 'Choose each article, the weekly digest or both.',
    });

    const topic = await t.app.inject({
      method: 'PUT',
      url: '/api/newsletter/preferences',
      payload: { token, topics: ['<b>Space</b>'], rhythm: 'each' },
    });
    expect(topic.statusCode).toBe(400);
    expect(topic.json().error.message).toBe('Choose topics from the list.');
    expect(await choicesOf(email)).toEqual({ rhythm: 'both', topics: ['space'] });
  });

  it("shows a signed-in reader their address's subscription and saves their choices", async () => {
    const user = await signUp(t.app);
    const cookie = await login(t.app, user.email);
    const mine = () =>
      t.app.inject({ method: 'GET', url: '/api/newsletter/my-preferences', headers: { cookie } });
    const save = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/newsletter/my-preferences',
        headers: { cookie, origin: SITE },
        payload,
      });

    expect((await mine()).json()).toEqual({ subscription: null });
    const none = await save({ topics: ['space'], rhythm: 'digest' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('This address is not subscribed to the newsletter.');

    await confirmedReader(user.email);
    const shown = await mine();
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.json()).toEqual({
      subscription: { email: user.email, status: 'confirmed', topics: [], rhythm: 'both' },
    });
    const saved = await save({ topics: ['aviation'], rhythm: 'digest' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toEqual({
      email: user.email,
      status: 'confirmed',
      topics: ['aviation'],
      rhythm: 'digest',
    });
    expect(await choicesOf(user.email)).toEqual({ rhythm: 'digest', topics: ['aviation'] });
  });

  it('asks a visitor to sign in for the account page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/newsletter/my-preferences' });
    expect(res.statusCode).toBe(401);
  });
});
