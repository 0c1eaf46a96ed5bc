import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The embedded database (npm start's default): the sender runs inside the service, and a
// send scheduled before a restart goes out after it.
let sink: SmtpSink;
let pgliteDir: string;
let t: TestApp | undefined;

const base = loadConfig({ NODE_ENV: 'test' });

/** The service on the same data folder each time, its sender inside it. */
function open() {
  return createTestApp({
    database: { pgliteDir, url: undefined },
    mail: { ...base.mail, smtpUrl: sink.url },
    newsletter: { ...base.newsletter, sender: 'inline' },
  });
}

beforeAll(async () => {
  sink = await startSmtpSink();
  pgliteDir = await mkdtemp(join(tmpdir(), 'apogee-newsletter-pglite-'));
});
afterAll(async () => {
  await t?.close();
  await sink.close();
  await rm(pgliteDir, { recursive: true, force: true });
});

describe('newsletter on the embedded database', () => {
  it('sends a send scheduled before a restart, once to each reader', async () => {
    t = await open();
    await t.app.db.query(
      `insert into newsletter_subscribers (email, status) select 'pglite' || i || '@example.com',
         'confirmed' from generate_series(1, 20) i`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/newsletter/sends',
      headers: { authorization: `Bearer ${t.config.newsroomNewsletterSecret}` },
      payload: {
        kind: 'issue',
        dedupeKey: 'issue:embedded',
        subject: 'Embedded',
        html: '<a href="{{unsubscribe_url}}">Leave</a>',
        text: 'Leave: {{unsubscribe_url}}',
        scheduledAt: new Date(Date.now() + 3000).toISOString(),
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: string }>().id;
    await t.close();
    t = undefined;
    expect(sink.received).toHaveLength(0);

    t = await open();
    const app = t.app;
    const end = Date.now() + 60_000;
    let status = '';
    while (status !== 'finished' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 250));
      const { rows } = await app.db.query<{ status: string }>(
        'select status from newsletter_sends where id = $1',
        [id],
      );
      status = rows[0]?.status ?? '';
    }
    expect(status).toBe('finished');
    const ids = sink.idsByRecipient();
    expect(ids.size).toBe(20);
    expect([...ids.values()].every((set) => set.size === 1)).toBe(true);
    expect(sink.received[0]?.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:\d+\/api\/newsletter\/one-click-unsubscribe\?token=[\w-]{43}>$/,
    );
  }, 120_000);
});
