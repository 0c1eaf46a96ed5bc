import { parse } from 'csv-parse/sync';
import {
  newsletterSubscriberMessages as messages,
  type SubscriberList,
} from '@apogee/contracts/newsletter-subscribers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import * as readerSide from '../newsletter/repository';

let t: TestApp;
const ids: Record<string, string> = {};

/** One subscriber, `minutesAgo` old, with its status, topics and bounce. */
async function add(
  email: string,
  name: string,
  status: string,
  minutesAgo: number,
  { topics = [] as string[], bounced = false } = {},
) {
  const { rows } = await t.app.db.query<{ id: string }>(
    `insert into newsletter_subscribers (email, name, status, created_at, bounced_at)
     values ($1, $2, $3, now() - make_interval(mins => $4), case when $5 then now() end)
     returning id`,
    [email, name, status, minutesAgo, bounced],
  );
  const id = rows[0]?.id as string;
  for (const topic of topics)
    await t.app.db.query(
      'insert into newsletter_subscriber_topics (subscriber_id, topic) values ($1, $2)',
      [id, topic],
    );
  ids[email] = id;
}

beforeAll(async () => {
  t = await createTestApp();
  await add('orla.byrne@example.com', 'Orla Byrne', 'confirmed', 10, { topics: ['space'] });
  await add('felix.wagner@example.com', 'Felix Wagner', 'confirmed', 9, { topics: ['aviation'] });
  await add('nadia.haddad@example.com', 'Nadia Haddad', 'pending', 8);
  await add('ruth.okonkwo@example.com', 'Ruth Okonkwo', 'unsubscribed', 7);
  await add('bounced.box@example.com', 'Arjun Mehta', 'confirmed', 6, { bounced: true });
  await add('=cmd|calc@example.com', '+Formula Name', 'confirmed', 5);
});
afterAll(() => t.close());

const auth = () => ({ authorization: `Bearer ${t.config.newsroomNewsletterSecret}` });

async function list(query: string): Promise<SubscriberList> {
  const res = await t.app.inject({
    url: `/api/internal/newsletter/subscribers?${query}`,
    headers: auth(),
  });
  expect(res.statusCode).toBe(200);
  return res.json<SubscriberList>();
}

const emails = (answer: SubscriberList) => answer.subscribers.map((s) => s.email);

describe('the subscribers list', () => {
  it('lists newest first with counts by status', async () => {
    const answer = await list('');
    expect(emails(answer)).toEqual([
      '=cmd|calc@example.com',
      'bounced.box@example.com',
      'ruth.okonkwo@example.com',
      'nadia.haddad@example.com',
      'felix.wagner@example.com',
      'orla.byrne@example.com',
    ]);
    expect(answer.counts).toEqual({
      all: 6,
      pending: 1,
      confirmed: 3,
      unsubscribed: 1,
      bounced: 1,
    });
    expect(answer.subscribers[1]).toMatchObject({ status: 'bounced', source: 'site' });
    expect(answer.subscribers.at(-1)).toMatchObject({
      name: 'Orla Byrne',
      topics: ['space'],
      rhythm: 'both',
      consentedAt: null,
    });
  });

  it('searches the address and the name, literally', async () => {
    expect(emails(await list('q=WAGNER'))).toEqual(['felix.wagner@example.com']);
    expect(emails(await list('q=okonkwo%40'))).toEqual(['ruth.okonkwo@example.com']);
    expect(emails(await list('q=%25'))).toEqual([]);
    expect((await list('q=haddad')).counts).toMatchObject({ all: 1, pending: 1 });
  });

  it('filters by status and by topic (readers of every topic receive each one)', async () => {
    expect(emails(await list('status=bounced'))).toEqual(['bounced.box@example.com']);
    expect(emails(await list('status=confirmed'))).toEqual([
      '=cmd|calc@example.com',
      'felix.wagner@example.com',
      'orla.byrne@example.com',
    ]);
    const space = await list('topic=space');
    expect(emails(space)).not.toContain('felix.wagner@example.com');
    expect(emails(space)).toContain('orla.byrne@example.com');
    expect(emails(space)).toContain('nadia.haddad@example.com');
  });

  it('pages by cursor without losing or repeating anyone', async () => {
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 10; page++) {
      const answer = await list(`limit=4${after ? `&after=${after}` : ''}`);
      seen.push(...emails(answer));
      if (!answer.nextCursor) break;
      after = answer.nextCursor;
    }
    expect(seen).toEqual(emails(await list('')));

    const bad = await t.app.inject({
      url: '/api/internal/newsletter/subscribers?after=bm9wZQ',
      headers: auth(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(messages.queryInvalid);
  });

  it('is behind the newsletter secret', async () => {
    const res = await t.app.inject({ url: '/api/internal/newsletter/subscribers' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the CSV export', () => {
  it('writes the columns, formula-safe cells, and follows the filters', async () => {
    const res = await t.app.inject({
      url: '/api/internal/newsletter/subscribers/export?status=confirmed',
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="apogee-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = res.body.trimEnd().split('\n');
    expect(header).toBe('email,name,status,topics,rhythm,source,consented_at,created_at');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(
      /^'=cmd\|calc@example\.com,'\+Formula Name,confirmed,,both,site,,\d{4}-/,
    );
    expect(rows[2]).toMatch(/^orla\.byrne@example\.com,Orla Byrne,confirmed,space,both,site,,/);
  });

  it('streams 100,000 subscribers page by page, every one once', async () => {
    // 100,000 on PostgreSQL; a fifth on the embedded PGlite, which is slow to write them.
    const many = t.app.db.driver === 'postgres' ? 100_000 : 20_000;
    await t.app.db.query(
      `insert into newsletter_subscribers (email, status, created_at)
       select 'many' || i || '@example.com', 'confirmed', now() - make_interval(secs => i)
         from generate_series(1, $1::int) as i`,
      [many],
    );
    const res = await t.app.inject({
      url: '/api/internal/newsletter/subscribers/export?q=many',
      headers: auth(),
    });
    const rows = parse(res.body, { columns: true }) as { email: string }[];
    expect(rows).toHaveLength(many);
    expect(new Set(rows.map((row) => row.email)).size).toBe(many);
  }, 120_000);
});

describe('consent of site sign-ups', () => {
  it('is the moment the reader confirms by email', async () => {
    const id = ids['nadia.haddad@example.com'] as string;
    await readerSide.setStatus(t.app.db, id, 'confirmed');
    const { rows } = await t.app.db.query<{ consented_at: Date; confirmed_at: Date }>(
      'select consented_at, confirmed_at from newsletter_subscribers where id = $1',
      [id],
    );
    expect(rows[0]?.consented_at).toBeInstanceOf(Date);
    expect(rows[0]?.consented_at).toEqual(rows[0]?.confirmed_at);
  });
});
