import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, waitForMail, type SentMail } from '../../../test/support/helpers';
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

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Neil Armstrong',
  email: 'neil@example.com',
  number: '0123456789',
  subject: 'A correction',
  message: 'The Eagle landed on 20 July 1969.',
  ...overrides,
});

const send = (payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

async function storedCount() {
  const { rows } = await t.app.db.query<{ n: string | number }>(
    'select count(*) as n from contact_messages',
  );
  return Number(rows[0]?.n);
}

describe('POST /api/contact', () => {
  it('stores the message and emails it to the editorial inbox of the site settings', async () => {
    const subject = `Hello ${Date.now()}`;
    const res = await send(message({ subject }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Message sent successfully!' });
    const mail = (await waitForMail(t.config, 'newsroom@apogee.example')) as SentMail & {
      headers?: Record<string, string>;
    };
    expect(mail.subject).toBe(`Contact form: ${subject}`);
    expect(mail.text).toContain('From: Neil Armstrong <neil@example.com>');
    expect(mail.text).toContain('Phone: 0123456789');
    expect(mail.text).toContain('The Eagle landed on 20 July 1969.');
    expect(mail.headers?.['Reply-To']).toBe('neil@example.com');
    const { rows } = await t.app.db.query<{ subject: string; emailed_to: string | null }>(
      'select subject, emailed_to from contact_messages where subject = $1',
      [subject],
    );
    expect(rows).toHaveLength(1);
    for (let i = 0; i < 50 && !rows[0]?.emailed_to; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const again = await t.app.db.query<{ subject: string; emailed_to: string | null }>(
        'select subject, emailed_to from contact_messages where subject = $1',
        [subject],
      );
      rows[0] = again.rows[0] as (typeof rows)[0];
    }
    expect(rows[0]?.emailed_to).toBe('newsroom@apogee.example');
  });

  it("shows the form's message for every missing field and stores nothing", async () => {
    const before = await storedCount();
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      number: 'Phone number is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
    expect(await storedCount()).toBe(before);
  });

  it('checks the email shape and the 10-digit phone number', async () => {
    const bad = await send(message({ email: 'neil@moon', number: '12345' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      email: 'Email is invalid.',
      number: 'Phone number must be 10 digits.',
    });
    const letters = await send(message({ number: '01234567ab' }));
    expect(letters.json().error.fields).toEqual({ number: 'Phone number must be 10 digits.' });
  });

  it('takes a number written with spaces, dashes or a country code, and keeps it bare', async () => {
    for (const [typed, kept] of [
      ['+44 117 496 0472', '+441174960472'],
      ['(555) 123-4567', '5551234567'],
    ]) {
      const subject = `Call me ${typed} ${Date.now()}`;
      const res = await send(message({ number: typed, subject }));
      expect(res.statusCode).toBe(200);
      const { rows } = await t.app.db.query<{ number: string }>(
        'select number from contact_messages where subject = $1',
        [subject],
      );
      expect(rows).toEqual([{ number: kept }]);
    }
  });

  it('limits messages per network address (429)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(message(), ip)).statusCode).toBe(200);
    const sixth = await send(message(), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(
      'Too many messages from this network. Please try again later.',
    );
  });
});

describe('editorial inbox fallback', () => {
  it('uses EDITORIAL_EMAIL when the CMS does not answer', async () => {
    const other = await createTestApp({
      cmsUrl: 'http://127.0.0.1:9',
      editorialEmail: 'fallback@apogee.example',
    });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message(),
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      const mail = await waitForMail(other.config, 'fallback@apogee.example');
      expect(mail.subject).toBe('Contact form: A correction');
    } finally {
      await other.close();
    }
  });
});
