import { FORWARDED_PROOF_HEADER } from '@apogee/contracts/forwarded-proof';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCms, type FakeCms } from '../../test/support/fake-cms';
import { freshIp, login, readOutbox, signUp, SITE, waitForMail } from '../../test/support/helpers';
import { createTestApp, type TestApp } from '../../test/support/test-app';

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

const REFUSED = {
  error: {
    code: 'CSRF_REJECTED',
    message: 'This request was refused because it did not come from the site.',
  },
};

let counter = 0;
const freshEmail = () => `origin${++counter}-${Date.now()}@example.com`;

/** The newsletter form as a plain HTML form posts it (no script, so no preflight). */
function subscribeForm(email: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ name: 'Jacqueline', email }).toString(),
    remoteAddress: freshIp(),
  });
}

async function subscriberRows(email: string) {
  const { rows } = await t.app.db.query<{ status: string }>(
    'select status from newsletter_subscribers where lower(email) = lower($1)',
    [email],
  );
  return rows;
}

describe('origin check of state-changing requests', () => {
  it('refuses a form posted from another site without a cookie: no row, no email', async () => {
    const victims = [freshEmail(), freshEmail(), freshEmail()];
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      // Origin absent (an old browser): the Referer says where the form was.
      { referer: 'https://evil.example/page.html' },
      // A sandboxed frame or a data: page sends "null" and can hide its Referer.
      { origin: 'null' },
    ];
    for (const [i, headers] of crossSite.entries()) {
      const res = await subscribeForm(victims[i] as string, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }

    // A same-site subscription afterwards: once its email is written, the refused ones would
    // have been written before it.
    const reader = freshEmail();
    expect((await subscribeForm(reader, { origin: SITE })).statusCode).toBe(200);
    await waitForMail(t.config, reader);
    for (const victim of victims) expect(await subscriberRows(victim)).toEqual([]);
    const recipients = (await readOutbox(t.config)).map((mail) => mail.to);
    expect(recipients.filter((to) => victims.includes(to))).toEqual([]);
  });

  it('accepts the same form from the site, by Origin or by Referer', async () => {
    const fromSite: Record<string, string>[] = [
      { origin: SITE },
      { referer: `${SITE}/newsletter` },
    ];
    for (const headers of fromSite) {
      const email = freshEmail();
      const res = await subscribeForm(email, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        'Thanks! Please check your inbox and click the link in our email to confirm your subscription.',
      );
      expect(await subscriberRows(email)).toEqual([{ status: 'pending' }]);
      const mail = await waitForMail(t.config, email);
      expect(mail.subject).toBe('Confirm your subscription to the Apogee newsletter');
    }
  });

  it("accepts a reader's request as the web's /api proxy forwards it", async () => {
    const account = await signUp(t.app);
    const cookie = await login(t.app, account.username);
    // The web server keeps the browser's headers (cookie, Origin) and adds the forwarded ones.
    const proxied = {
      cookie,
      origin: SITE,
      referer: `${SITE}/contact`,
      'x-forwarded-for': '203.0.113.7',
      [FORWARDED_PROOF_HEADER]: t.config.forwardedForSecret,
      'x-forwarded-host': 'localhost:3000',
      'x-forwarded-proto': 'http',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: proxied,
      payload: {
        name: 'Amelia',
        email: account.email,
        number: '0123456789',
        subject: 'Proxy',
        message: 'Through the site.',
      },
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(t.config, 'newsroom@apogee.example');
    expect(mail.subject).toBe('Contact form: Proxy');

    const email = freshEmail();
    const form = await subscribeForm(email, proxied);
    expect(form.statusCode).toBe(200);
    expect(await subscriberRows(email)).toEqual([{ status: 'pending' }]);
  });

  it('refuses the REST adapter from another site, and lets its old apps (no Origin) in', async () => {
    const message = {
      name: 'Chuck',
      email: 'chuck@example.com',
      number: '0123456789',
      subject: 'Old app',
      message: 'From the old app.',
    };
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/legacy/contact/addcontact',
      headers: { origin: 'https://evil.example' },
      payload: message,
      remoteAddress: freshIp(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({
      message: 'This request was refused because it did not come from the site.',
    });

    const app = await t.app.inject({
      method: 'POST',
      url: '/api/legacy/contact/addcontact',
      payload: message,
      remoteAddress: freshIp(),
    });
    expect(app.statusCode).toBe(200);
    expect(app.json()).toEqual({ message: 'Message sent successfully!' });
  });

  it('still refuses the session cookie without Origin or Referer', async () => {
    const account = await signUp(t.app);
    const cookie = await login(t.app, account.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it("keeps the CMS webhook working: a server's request with its secret and no Origin", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/cms-webhook',
      headers: { authorization: `Bearer ${t.config.cmsWebhookSecret}` },
      payload: { event: 'entry.publish', model: 'blog', documentId: 'abc', slug: 'x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ purged: true });
  });
});
