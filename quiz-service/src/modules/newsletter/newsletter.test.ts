import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, readOutbox, waitForMail, type SentMail } from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { startFakeCms, type FakeCms } from '../../../test/support/fake-cms';

let t: TestApp;
let cms: FakeCms;
beforeAll(async () => {
  cms = await startFakeCms();
  t = await createTestApp({ cmsUrl: cms.url });
});
afterAll(async () => {
  await t.close();
  await cms.close();
});

let counter = 0;
const freshEmail = () => `reader${++counter}-${Date.now()}@example.com`;

async function call(path: string, payload: Record<string, unknown>, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/newsletter/${path}`,
    payload,
    remoteAddress: ip,
  });
}

type Mail = SentMail & { headers?: Record<string, string> };

/** The token in the email's link to a given page of the site. */
function tokenIn(mail: SentMail, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in the email`);
  return match[1];
}

async function statusOf(email: string) {
  const { rows } = await t.app.db.query<{ status: string }>(
    'select status from newsletter_subscribers where lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.status;
}

describe('newsletter', () => {
  it('goes pending → confirmed → unsubscribed through the emails', async () => {
    const email = freshEmail();
    const res = await call('subscribe', { name: 'Valentina', email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Thanks! Please check your inbox and click the link in our email to confirm your subscription.',
    );
    expect(await statusOf(email)).toBe('pending');

    const confirmation = (await waitForMail(t.config, email)) as Mail;
    expect(confirmation.subject).toBe('Confirm your subscription to the Apogee newsletter');
    expect(confirmation.text).toContain('Hello Valentina,');
    expect(confirmation.text).toContain(`${t.config.publicUrl}/newsletter/confirm?token=`);
    expect(confirmation.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${t.config.publicUrl}/api/newsletter/one-click-unsubscribe\\?token=[\\w-]+>$`),
    );
    expect(confirmation.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const confirmed = await call('confirm', { token: tokenIn(confirmation, 'confirm') });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Your subscription is confirmed. Welcome aboard!');
    expect(await statusOf(email)).toBe('confirmed');
    // Pressing the button twice is harmless.
    expect((await call('confirm', { token: tokenIn(confirmation, 'confirm') })).statusCode).toBe(
      200,
    );

    const welcome = (await waitForMail(t.config, email, 2)) as Mail;
    expect(welcome.subject).toBe('Welcome to the Apogee newsletter');
    expect(welcome.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const again = await call('subscribe', { name: '', email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This email is already subscribed!');

    const left = await call('unsubscribe', { token: tokenIn(welcome, 'unsubscribe') });
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe(
      'You have been unsubscribed. You will not receive our newsletter any more.',
    );
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('unsubscribes with the one-click POST of a mail provider', async () => {
    const email = freshEmail();
    await call('subscribe', { email });
    const mail = (await waitForMail(t.config, email)) as Mail;
    const url = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const path = new URL(url).pathname + new URL(url).search;
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
    // A mail provider posts for many readers from one address: valid tokens are never limited.
    const provider = freshIp();
    for (let i = 0; i < 40; i++) {
      const again = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
        remoteAddress: provider,
      });
      expect(again.statusCode).toBe(200);
    }
  });

  it('sends a pending address the confirmation again, with a new link', async () => {
    const email = freshEmail();
    await call('subscribe', { email });
    const first = await waitForMail(t.config, email);
    const again = await call('subscribe', { email });
    expect(again.statusCode).toBe(200);
    const second = await waitForMail(t.config, email, 2);
    expect(tokenIn(second, 'confirm')).not.toBe(tokenIn(first, 'confirm'));
    // Only the newest confirm link works.
    expect((await call('confirm', { token: tokenIn(first, 'confirm') })).statusCode).toBe(400);
    expect((await call('confirm', { token: tokenIn(second, 'confirm') })).statusCode).toBe(200);
  });

  it('lets a former subscriber come back through a new confirmation', async () => {
    const email = freshEmail();
    await call('subscribe', { email });
    const mail = await waitForMail(t.config, email);
    await call('unsubscribe', { token: tokenIn(mail, 'unsubscribe') });
    expect((await call('subscribe', { email })).statusCode).toBe(200);
    expect(await statusOf(email)).toBe('pending');
  });

  it('limits confirmation emails to one address (429)', async () => {
    const email = freshEmail();
    for (let i = 0; i < 3; i++) expect((await call('subscribe', { email })).statusCode).toBe(200);
    const fourth = await call('subscribe', { email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(
      'Too many subscription requests. Please try again later.',
    );
    await waitForMail(t.config, email, 3);
    expect((await readOutbox(t.config)).filter((m) => m.to === email)).toHaveLength(3);
  });

  it('shows the form messages for a missing or malformed email and stores nothing', async () => {
    const missing = await call('subscribe', { name: 'No Email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ email: 'Email is required' });
    const invalid = await call('subscribe', { name: 'Bad', email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ email: 'Email is invalid' });
    expect(await statusOf('not-an-email')).toBeUndefined();
  });

  it('refuses unknown links', async () => {
    const token = 'A'.repeat(43);
    for (const path of ['confirm', 'unsubscribe']) {
      const res = await call(path, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('This link is invalid or has expired.');
    }
    expect((await call('confirm', { token: 'short' })).statusCode).toBe(400);
  });

  it('stores only hashes of the link tokens', async () => {
    const email = freshEmail();
    await call('subscribe', { email });
    const mail = await waitForMail(t.config, email);
    const token = tokenIn(mail, 'confirm');
    const { rows } = await t.app.db.query<{ token_hash: string }>(
      'select token_hash from newsletter_tokens',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it("names the site as the CMS's site settings do", async () => {
    cms.siteName = 'Apogee Weekly';
    t.app.contentChanges.notify({
      event: 'entry.update',
      model: 'site-setting',
      documentId: null,
      slug: null,
    });
    try {
      const email = freshEmail();
      await call('subscribe', { email });
      const mail = await waitForMail(t.config, email);
      expect(mail.subject).toBe('Confirm your subscription to the Apogee Weekly newsletter');
    } finally {
      cms.siteName = 'Apogee';
      t.app.contentChanges.notify({
        event: 'entry.update',
        model: 'site-setting',
        documentId: null,
        slug: null,
      });
    }
  });
});
