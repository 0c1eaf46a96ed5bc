import { newsletterSendMessages as messages } from '@apogee/contracts/newsletter-sends';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { readOutbox } from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import * as repo from './repository';
import { createSender } from './sender';
import { deliveryToken, linkSignature, trackingKey, type Tracking } from './tracking';
import { createDeliveryTransport } from './transport';
import { prepareSend } from './worker';

const ARTICLE = 'https://apogee.example/blog/orbital-mechanics?from=mail&part=2';
const HTML = `<html><body><p>New this week</p>
<a href="https://apogee.example/blog/orbital-mechanics?from=mail&amp;part=2">Read the story</a>
<a href="mailto:desk@apogee.example">Write to us</a>
<a href="{{unsubscribe_url}}">Unsubscribe</a></body></html>`;

let t: TestApp;
let reader: string;
const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const ON: Tracking = { opens: true, clicks: true };

beforeAll(async () => {
  t = await createTestApp({ newsletter: { ...base.newsletter, tracking: ON } });
  const { rows } = await t.app.db.query<{ id: string }>(
    `insert into newsletter_subscribers (email, status) values ('track.reader@example.com', 'confirmed')
     returning id`,
  );
  reader = rows[0]?.id as string;
});
afterAll(() => t.close());

/** A send to our one reader, delivered by a sender with the given tracking; its email's HTML. */
async function deliveredHtml(key: string, tracking?: Tracking) {
  const send = await repo.insertSend(t.app.db, {
    kind: 'issue',
    dedupeKey: key,
    subject: `Tracking ${key}`,
    preheader: '',
    html: HTML,
    text: `Read: ${ARTICLE}\nUnsubscribe: {{unsubscribe_url}}`,
    audience: { topics: null, rhythm: 'all' },
    scheduledAt: new Date(),
    createdBy: 'test',
  });
  if (!send) throw new Error('send not created');
  await prepareSend(t.app.db, t.config.publicUrl, send.id);
  const sender = createSender({
    db: t.app.db,
    transport: createDeliveryTransport(t.config.mail, t.config.newsletter),
    publicUrl: t.config.publicUrl,
    tokenKey: t.config.sessionSecret,
    log: t.app.log,
    tracking,
  });
  await sender.tick();
  const mail = (await readOutbox(t.config)).find((m) => m.subject === `Tracking ${key}`) as
    { html: string; text: string } | undefined;
  if (!mail) throw new Error('no email sent');
  return { sendId: send.id, html: mail.html, text: mail.text };
}

describe('newsletter tracking', () => {
  it('is off by default: no pixel, and the links are the ones the editor wrote', async () => {
    const { html, text } = await deliveredHtml('tracking:off');
    expect(html).not.toContain('/api/newsletter/o/');
    expect(html).not.toContain('/api/newsletter/c/');
    expect(html).toContain(
      'href="https://apogee.example/blog/orbital-mechanics?from=mail&amp;part=2"',
    );
    expect(text).toContain(ARTICLE);
  });

  it('on: adds a pixel and sends the links through signed redirects, placeholders untouched', async () => {
    const { sendId, html } = await deliveredHtml('tracking:on', ON);
    const key = trackingKey(t.config.sessionSecret);
    const token = deliveryToken(key, sendId, reader);
    const pixel = `<img src="${t.config.publicUrl}/api/newsletter/o/${token}" width="1" height="1"`;
    expect(html).toContain(pixel);
    const click = `${t.config.publicUrl}/api/newsletter/c/${token}?u=${encodeURIComponent(ARTICLE)}&amp;s=${linkSignature(key, token, ARTICLE)}`;
    expect(html).toContain(`href="${click}"`);
    expect(html).toContain('href="mailto:desk@apogee.example"');
    expect(html).toContain(`href="${t.config.publicUrl}/newsletter/unsubscribe?token=`);

    // The pixel records the first open; the report counts it.
    const open = await t.app.inject({ url: `/api/newsletter/o/${token}` });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/gif');
    // The link leads where the email pointed, and records the first click.
    const followed = await t.app.inject({
      url: click.replaceAll('&amp;', '&').slice(t.config.publicUrl.length),
    });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(ARTICLE);
    const report = await t.app.newsletterSends.report(sendId);
    expect(report).toMatchObject({ opens: 1, clicks: 1 });
  });

  it("keeps an ended send's counts until a first open or click, or for five minutes", async () => {
    const { sendId } = await deliveredHtml('tracking:kept', ON);
    const reports = t.app.newsletterSends;
    const kept = async () =>
      (
        await t.app.db.query<{ kept: boolean }>(
          'select counted_at is not null as kept from newsletter_sends where id = $1',
          [sendId],
        )
      ).rows[0]?.kept;
    // Still sending: counted on every read, nothing kept.
    expect(await reports.report(sendId)).toMatchObject({ status: 'sending', sent: 1 });
    expect(await kept()).toBe(false);
    await repo.finishDone(t.app.db);
    expect(await reports.report(sendId)).toMatchObject({ status: 'finished', sent: 1, opens: 0 });
    expect(await kept()).toBe(true);

    // A change the counts did not see (made here behind the service's back) stays unseen...
    await t.app.db.query(`update newsletter_deliveries set status = 'bounced' where send_id = $1`, [
      sendId,
    ]);
    expect(await reports.report(sendId)).toMatchObject({ sent: 1, bounced: 0 });
    // ...until a first open, after which the send is counted again.
    const token = deliveryToken(trackingKey(t.config.sessionSecret), sendId, reader);
    await t.app.inject({ url: `/api/newsletter/o/${token}` });
    expect(await kept()).toBe(false);
    expect(await reports.report(sendId)).toMatchObject({ sent: 0, bounced: 1, opens: 1 });
    expect(await kept()).toBe(true);

    // Kept counts five minutes old are counted again.
    await t.app.db.query(`update newsletter_deliveries set status = 'sent' where send_id = $1`, [
      sendId,
    ]);
    expect(await reports.report(sendId)).toMatchObject({ sent: 0, bounced: 1 });
    await t.app.db.query(
      `update newsletter_sends set counted_at = now() - interval '5 minutes 1 second' where id = $1`,
      [sendId],
    );
    expect(await reports.report(sendId)).toMatchObject({ sent: 1, bounced: 0, opens: 1 });
  });

  it('never redirects to an address it did not sign', async () => {
    const { sendId } = await deliveredHtml('tracking:tampered', ON);
    const key = trackingKey(t.config.sessionSecret);
    const token = deliveryToken(key, sendId, reader);
    const signature = linkSignature(key, token, ARTICLE);
    for (const url of [
      `/api/newsletter/c/${token}?u=${encodeURIComponent('https://evil.example/')}&s=${signature}`,
      `/api/newsletter/c/${token}?u=${encodeURIComponent(ARTICLE)}`,
      `/api/newsletter/c/not-a-token?u=${encodeURIComponent(ARTICLE)}&s=${signature}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.json().error.message).toBe(messages.trackedLinkInvalid);
    }
    const report = await t.app.newsletterSends.report(sendId);
    expect(report.clicks).toBe(0);
  });
});
