import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Who receives what: the readers' rhythm and topics against each kind of send, with real sends
// through the service's own sender to a real SMTP server.
let sink: SmtpSink;
let t: TestApp;

const base = loadConfig({ NODE_ENV: 'test' });

/** A confirmed reader with their choices (as the preferences page stores them). */
async function reader(email: string, rhythm: string, topics: string[] = [], status = 'confirmed') {
  const { rows } = await t.app.db.query<{ id: string }>(
    `insert into newsletter_subscribers (email, status, rhythm) values ($1, $2, $3) returning id`,
    [email, status, rhythm],
  );
  const id = rows[0]?.id as string;
  for (const topic of topics)
    await t.app.db.query(
      'insert into newsletter_subscriber_topics (subscriber_id, topic) values ($1, $2)',
      [id, topic],
    );
}

/** Sends to `audience` and waits until the send is finished; returns who received it. */
async function send(subject: string, kind: string, audience: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/internal/newsletter/sends',
    headers: { authorization: `Bearer ${t.config.newsroomNewsletterSecret}` },
    payload: {
      kind,
      dedupeKey: `${kind}:${subject.replace(/\W+/g, '-')}`,
      subject,
      html: '<a href="{{unsubscribe_url}}">Unsubscribe</a>',
      text: 'Unsubscribe: {{unsubscribe_url}}',
      audience,
    },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json<{ id: string }>().id;
  const end = Date.now() + 60_000;
  for (;;) {
    const { rows } = await t.app.db.query<{ status: string }>(
      'select status from newsletter_sends where id = $1',
      [id],
    );
    if (rows[0]?.status === 'finished') break;
    if (Date.now() > end) throw new Error(`send "${subject}" did not finish`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return sink.received
    .filter((mail) => mail.headers.get('subject') === subject)
    .map((mail) => mail.to)
    .sort();
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    mail: { ...base.mail, smtpUrl: sink.url },
    newsletter: { ...base.newsletter, sender: 'inline' },
  });
  await reader('both-all@example.com', 'both');
  await reader('digest-only@example.com', 'digest');
  await reader('space-only@example.com', 'both', ['space']);
  await reader('each-aviation@example.com', 'each', ['aviation', 'history']);
  await reader('pending@example.com', 'both', [], 'pending');
  await reader('gone@example.com', 'both', [], 'unsubscribed');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe("a send's audience", () => {
  it('an emailed aviation article skips digest-only readers and readers of other topics', async () => {
    expect(
      await send('Aviation article', 'article', { topics: ['aviation'], rhythm: 'each' }),
    ).toEqual(['both-all@example.com', 'each-aviation@example.com']);
  }, 90_000);

  it("a space digest reaches digest readers who follow space or every topic, not 'each' readers", async () => {
    expect(await send('Space digest', 'digest', { topics: ['space'], rhythm: 'digest' })).toEqual([
      'both-all@example.com',
      'digest-only@example.com',
      'space-only@example.com',
    ]);
  }, 90_000);

  it('an issue reaches every confirmed reader, whatever they chose', async () => {
    expect(await send('Weekly issue', 'issue', { topics: null, rhythm: 'all' })).toEqual([
      'both-all@example.com',
      'digest-only@example.com',
      'each-aviation@example.com',
      'space-only@example.com',
    ]);
  }, 90_000);

  it('refuses an audience rhythm it does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/newsletter/sends',
      headers: { authorization: `Bearer ${t.config.newsroomNewsletterSecret}` },
      payload: {
        kind: 'issue',
        dedupeKey: 'issue:odd-rhythm',
        subject: 'Odd',
        html: '{{unsubscribe_url}}',
        text: '{{unsubscribe_url}}',
        audience: { topics: null, rhythm: 'monthly' },
      },
    });
    expect(res.statusCode).toBe(400);
    const { rows } = await t.app.db.query(
      `select 1 from newsletter_sends where dedupe_key = 'issue:odd-rhythm'`,
    );
    expect(rows).toHaveLength(0);
  });
});
