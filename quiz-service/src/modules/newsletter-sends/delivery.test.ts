import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRoot } from '../../lib/paths';
import { waitForMail } from '../../../test/support/helpers';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Delivery against a real SMTP server and real sender processes on PostgreSQL: each test file
// gets a database of its own (pg-boss keeps its queue in a schema of that database).
const ADMIN_URL = process.env.NEWSLETTER_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const READERS = 3000;
const REFUSED = 'refused-reader@example.com';

let dbName: string;
let dbUrl: string;
let sink: SmtpSink;
let t: TestApp;
const workers = new Set<ChildProcess>();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A sender process, as the service (or an operator) starts it. A short lease lets a killed
 * sender's rows go to the next one quickly; otherwise it is long enough that a slow batch on a
 * busy machine is never taken over (that would send a copy, under the same Message-ID).
 */
function startWorker(perSecond: number, leaseSeconds = 60): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(serviceRoot, 'src/newsletter-worker.ts')],
    {
      cwd: serviceRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: dbUrl,
        SMTP_URL: sink.url,
        PUBLIC_URL: t.config.publicUrl,
        NEWSLETTER_MESSAGES_PER_SECOND: String(perSecond),
        NEWSLETTER_LEASE_SECONDS: String(leaseSeconds),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  workers.add(child);
  child.on('exit', () => workers.delete(child));
  return child;
}

async function stopWorker(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

const secret = () => ({ authorization: `Bearer ${t.config.newsroomNewsletterSecret}` });

async function createSend(key: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/internal/newsletter/sends',
    headers: secret(),
    payload: {
      kind: 'issue',
      dedupeKey: key,
      subject: 'Apogee weekly',
      html: '<p>News</p><a href="{{unsubscribe_url}}">Unsubscribe</a>',
      text: 'News\nUnsubscribe: {{unsubscribe_url}}',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function report(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/internal/newsletter/sends/${id}`,
    headers: secret(),
  });
  return res.json<{ status: string; sent: number; bounced: number; skipped: number }>();
}

async function until(check: () => Promise<boolean>, what: string, ms = 90_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const finished = (id: string) =>
  until(async () => (await report(id)).status === 'finished', 'the send to finish');

beforeAll(async () => {
  dbName = `apogee_newsletter_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${dbName}`);
  dbUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  sink = await startSmtpSink([REFUSED]);
  t = await createTestApp({
    database: { url: dbUrl, pgliteDir: null },
  });
  await t.app.db.query(
    `insert into newsletter_subscribers (email, status, confirmed_at)
     select 'reader' || i || '@example.com', 'confirmed', now() from generate_series(1, $1) i`,
    [READERS - 1],
  );
  await t.app.db.query(
    `insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`,
    [REFUSED],
  );
}, 60_000);

afterAll(async () => {
  for (const child of [...workers]) await stopWorker(child, 'SIGKILL');
  await t?.close();
  await sink?.close();
  if (dbName) await admin(`drop database if exists ${dbName} with (force)`);
});

describe('newsletter delivery', () => {
  it('sends each reader one message across a kill -9 of the sender; a 5xx bounces only that reader', async () => {
    const id = await createSend('issue:crash');
    const first = startWorker(400, 3);
    await until(async () => (await report(id)).sent >= 600, 'part of the send');
    await stopWorker(first, 'SIGKILL');
    const midway = (await report(id)).sent;
    expect(midway).toBeLessThan(READERS - 1);

    const second = startWorker(5000, 3);
    await finished(id);
    await stopWorker(second);

    const ids = sink.idsByRecipient();
    const host = new URL(t.config.publicUrl).hostname;
    const { rows } = await t.app.db.query<{ id: string; email: string }>(
      'select id, email from newsletter_subscribers',
    );
    for (const reader of rows) {
      const got = [...(ids.get(reader.email) ?? [])];
      if (reader.email === REFUSED) expect(got).toEqual([]);
      else expect(got).toEqual([`<${id}.${reader.id}@${host}>`]);
    }
    const done = await report(id);
    expect(done).toMatchObject({ sent: READERS - 1, bounced: 1 });
    const bounced = await t.app.db.query<{ email: string }>(
      'select email from newsletter_subscribers where bounced_at is not null',
    );
    expect(bounced.rows.map((r) => r.email)).toEqual([REFUSED]);
  }, 120_000);

  it('shares a send between two senders without a duplicate, and a reader who unsubscribes mid-send by the header alone gets nothing after', async () => {
    const before = sink.received.length;
    const id = await createSend('issue:replicas');
    const a = startWorker(300);
    const b = startWorker(300);
    await until(async () => (await report(id)).sent >= 300, 'the send to begin');

    // A reader still waiting for this issue presses "Unsubscribe" in their mail client: the
    // provider POSTs to the List-Unsubscribe address of an earlier email, with no cookie.
    // The senders claim pending deliveries from the front of the table, so the reader is taken
    // from its far end: one whose message no sender can have claimed before the unsubscribe.
    const { rows: waiting } = await t.app.db.query<{ email: string }>(
      `select s.email from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
        where d.send_id = $1 and d.status = 'pending' order by d.ctid desc limit 200`,
      [id],
    );
    const earlierMails = sink.received.slice(0, before);
    const earlier = waiting
      .map((w) => earlierMails.find((m) => m.to === w.email))
      .find((m) => m !== undefined);
    const leaver = earlier?.to as string;
    const header = earlier?.headers.get('list-unsubscribe') ?? '';
    expect(earlier?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const target = new URL(/<(https?:[^>]+)>/.exec(header)?.[1] ?? '');
    const res = await t.app.inject({
      method: 'POST',
      url: target.pathname + target.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);

    await finished(id);
    await stopWorker(a);
    await stopWorker(b);

    const mails = sink.received.slice(before);
    const perReader = new Map<string, number>();
    for (const mail of mails) perReader.set(mail.to, (perReader.get(mail.to) ?? 0) + 1);
    expect([...perReader.values()].every((n) => n === 1)).toBe(true);
    expect(perReader.has(leaver)).toBe(false);
    // The address refused in the first send is left out of this one.
    expect(perReader.has(REFUSED)).toBe(false);
    expect(perReader.size).toBe(READERS - 2);
    expect(await report(id)).toMatchObject({ sent: READERS - 2, skipped: 1, bounced: 0 });
  }, 120_000);

  it('stops a send: what was not sent is skipped', async () => {
    const id = await createSend('issue:stopped');
    const worker = startWorker(200);
    await until(async () => (await report(id)).sent >= 50, 'the send to begin');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/internal/newsletter/sends/${id}/stop`,
      headers: secret(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('stopped');
    await new Promise((r) => setTimeout(r, 1500));
    await stopWorker(worker);
    const after = await report(id);
    expect(after.sent).toBeLessThan(READERS - 2);
    expect(after.sent + after.skipped).toBe(READERS - 2);
  }, 120_000);

  it('refuses a second send of the same article, and callers without the secret', async () => {
    await createSend('article:once');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/internal/newsletter/sends',
      headers: secret(),
      payload: {
        kind: 'article',
        dedupeKey: 'article:once',
        subject: 'x',
        html: '{{unsubscribe_url}}',
        text: '{{unsubscribe_url}}',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This has already been sent or scheduled (the same send key exists).',
    );
    const stranger = await t.app.inject({ method: 'GET', url: '/api/internal/newsletter/sends' });
    expect(stranger.statusCode).toBe(401);
  });

  it('refuses an email without its unsubscribe link, and sends the editor a test', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/internal/newsletter/sends',
      headers: secret(),
      payload: {
        kind: 'issue',
        dedupeKey: 'issue:no-link',
        subject: 'x',
        html: '<p>Hi</p>',
        text: 'Hi',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.html).toBe(
      'The email must contain the unsubscribe link ({{unsubscribe_url}}) in both versions.',
    );
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/internal/newsletter/test',
      headers: secret(),
      payload: {
        to: 'editor@example.com',
        subject: 'Apogee weekly',
        html: '<a href="{{unsubscribe_url}}">Leave</a>',
        text: 'Leave: {{unsubscribe_url}}',
      },
    });
    expect(test.statusCode).toBe(200);
    expect(test.json().message).toBe('Test email sent to editor@example.com.');
    const mail = await waitForMail(t.config, 'editor@example.com');
    expect(mail.subject).toBe('[Test] Apogee weekly');
    expect(mail.text).toBe(`Leave: ${t.config.publicUrl}/newsletter/unsubscribe?token=test`);
  });
});
