import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { newsletterSubscriberMessages as messages } from '@apogee/contracts/newsletter-subscribers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures', name), 'utf8');

function importCsv(csv: string | Buffer, dryRun: boolean, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/internal/newsletter/subscribers/import?dryRun=${dryRun}`,
    headers: {
      authorization: `Bearer ${t.config.newsroomNewsletterSecret}`,
      'content-type': 'text/csv',
      ...headers,
    },
    payload: csv,
  });
}

interface Stored {
  email: string;
  name: string;
  status: string;
  source: string;
  consented_at: Date | null;
  bounced_at: Date | null;
}

async function stored(email: string): Promise<Stored | undefined> {
  const { rows } = await t.app.db.query<Stored>(
    `select email, name, status, source, consented_at, bounced_at
       from newsletter_subscribers where lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}

const countAll = async () =>
  Number(
    (await t.app.db.query<{ n: string }>('select count(*) as n from newsletter_subscribers'))
      .rows[0]?.n,
  );

describe('importing a Ghost members export', () => {
  it('dry run: counts new, existing and bad rows (with line and reason) and writes nothing', async () => {
    await t.app.db.query(
      `insert into newsletter_subscribers (email, name, status, unsubscribed_at)
       values ('already.left@example.org', 'Left Here', 'unsubscribed', now())`,
    );
    const before = await countAll();
    const res = await importCsv(await fixture('ghost-members.csv'), true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      layout: 'ghost',
      dryRun: true,
      rows: 9,
      new: 4,
      existing: 1,
      bad: 4,
      unsubscribed: 1,
      badRows: [
        { line: 6, email: 'not-an-address', reason: 'Not a valid email address.' },
        { line: 7, email: '', reason: 'No email address.' },
        {
          line: 8,
          email: 'MIRELA.OKAFOR@example.org',
          reason: 'The same address is on line 2.',
        },
        {
          line: 9,
          email: 'when-unknown@example.org',
          reason: 'The date in created_at cannot be read.',
        },
      ],
    });
    expect(await countAll()).toBe(before);
    expect(await stored('mirela.okafor@example.org')).toBeUndefined();
  });

  it('import: keeps source, consent date and unsubscribes; never resubscribes a reader who left', async () => {
    const res = await importCsv(await fixture('ghost-members.csv'), false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, new: 4, existing: 1, bad: 4 });

    expect(await stored('mirela.okafor@example.org')).toEqual({
      email: 'mirela.okafor@example.org',
      name: 'Mirela Okafor',
      status: 'confirmed',
      source: 'import:ghost',
      consented_at: new Date('2024-03-02T09:15:00.000Z'),
      bounced_at: null,
    });
    expect(await stored('no-more-emails@example.org')).toMatchObject({
      status: 'unsubscribed',
      source: 'import:ghost',
    });
    // On the list already (they unsubscribed here): left exactly as it was.
    expect(await stored('already.left@example.org')).toMatchObject({
      name: 'Left Here',
      status: 'unsubscribed',
      source: 'site',
    });

    // The same file again adds nothing.
    const again = await importCsv(await fixture('ghost-members.csv'), false);
    expect(again.json()).toMatchObject({ new: 0, existing: 5, bad: 4 });
  });
});

describe('importing Mailchimp exports', () => {
  it('reads OPTIN_TIME (else CONFIRM_TIME), the name, and the unsubscribed and cleaned files', async () => {
    const subscribed = await importCsv(await fixture('mailchimp-subscribed.csv'), false);
    expect(subscribed.json()).toMatchObject({ layout: 'mailchimp', new: 2, bad: 0 });
    expect(await stored('ingrid.baptiste@example.net')).toEqual({
      email: 'ingrid.baptiste@example.net',
      name: 'Ingrid Baptiste',
      status: 'confirmed',
      source: 'import:mailchimp',
      consented_at: new Date('2021-06-14T07:30:00.000Z'),
      bounced_at: null,
    });
    expect((await stored('rafael.mendes@example.net'))?.consented_at).toEqual(
      new Date('2022-02-01T12:00:00.000Z'),
    );

    const unsubscribed = await importCsv(await fixture('mailchimp-unsubscribed.csv'), false);
    expect(unsubscribed.json()).toMatchObject({ layout: 'mailchimp', new: 1, unsubscribed: 1 });
    expect((await stored('chidi.nwosu@example.net'))?.status).toBe('unsubscribed');

    const cleaned = await importCsv(await fixture('mailchimp-cleaned.csv'), false);
    expect(cleaned.json()).toMatchObject({ layout: 'mailchimp', new: 1 });
    expect((await stored('gone.mailbox@example.net'))?.bounced_at).toEqual(
      new Date('2023-05-05T05:05:05.000Z'),
    );
  });
});

describe('importing a Substack export', () => {
  it('marks the readers whose emails are disabled unsubscribed', async () => {
    const res = await importCsv(await fixture('substack-subscribers.csv'), false);
    expect(res.json()).toMatchObject({ layout: 'substack', rows: 3, new: 3, unsubscribed: 1 });
    expect(await stored('ayesha.rahman@example.com')).toMatchObject({
      status: 'confirmed',
      source: 'import:substack',
      consented_at: new Date('2023-07-19T16:02:44.000Z'),
    });
    expect((await stored('muted.reader@example.com'))?.status).toBe('unsubscribed');
  });
});

describe('importing a plain list', () => {
  it('reads email,name with a header or without one; no consent date is invented', async () => {
    const withHeader = await importCsv(await fixture('plain-with-header.csv'), false);
    expect(withHeader.json()).toMatchObject({ layout: 'csv', rows: 2, new: 2, bad: 0 });
    expect(await stored('lucia.ferrari@example.com')).toMatchObject({
      email: 'lucia.ferrari@example.com',
      name: 'Lucia Ferrari',
      status: 'confirmed',
      source: 'import:csv',
      consented_at: null,
    });
    const bare = await importCsv(await fixture('plain-without-header.csv'), true);
    expect(bare.json()).toMatchObject({ layout: 'csv', rows: 2, new: 2, bad: 0 });
  });
});

describe('refused files', () => {
  it('answers 400 for a file without an email column, an empty one, or broken CSV', async () => {
    const unknown = await importCsv('id,phone\n1,555\n', true);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(messages.importUnrecognised);

    const empty = await importCsv('\n\n', true);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(messages.importEmpty);

    const before = await countAll();
    const broken = await importCsv(
      'email,name\nfine.one@example.com,Fine\n"unclosed@example.com,Oops\n',
      false,
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(messages.importMalformed(3));
    // One transaction: the good row before the broken one was not kept either.
    expect(await countAll()).toBe(before);
  });

  it('answers 413 for a file over 20 MB, whether its size is announced or not', async () => {
    const row = `too.big@example.com,${'x'.repeat(1000)}\n`;
    const announced = await importCsv(Buffer.from(`email,name\n${row.repeat(21_000)}`), true);
    expect(announced.statusCode).toBe(413);
    expect(announced.json().error.message).toBe(messages.importTooLarge);

    // Streamed without a Content-Length: refused once the 20 MB are passed.
    async function* chunks() {
      yield 'email,name\n';
      for (let i = 0; i < 21_000; i++) yield row;
    }
    const streamed = await importCsv(Readable.from(chunks()) as never, true);
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error.message).toBe(messages.importTooLarge);
  });

  it('answers 415 for a body that is not CSV', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/internal/newsletter/subscribers/import',
      headers: { authorization: `Bearer ${t.config.newsroomNewsletterSecret}` },
      payload: { email: 'x@example.com' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe(messages.importNotCsv);
  });

  it('needs the newsletter secret', async () => {
    const res = await importCsv('email\nx@example.com\n', true, { authorization: 'Bearer nope' });
    expect(res.statusCode).toBe(401);
  });
});

describe('a large import', () => {
  it('imports 10,000 rows, then reports them all as existing on a second run', async () => {
    const lines = ['Email Address,First Name,Last Name,OPTIN_TIME'];
    for (let i = 0; i < 10_000; i++)
      lines.push(`bulk${i}@example.com,Reader,${i},2024-01-01 00:00:00`);
    const csv = `${lines.join('\n')}\n`;
    const before = await countAll();
    const res = await importCsv(csv, false);
    expect(res.json()).toMatchObject({ layout: 'mailchimp', rows: 10_000, new: 10_000, bad: 0 });
    expect(await countAll()).toBe(before + 10_000);
    expect(await stored('bulk9999@example.com')).toMatchObject({
      name: 'Reader 9999',
      source: 'import:mailchimp',
      consented_at: new Date('2024-01-01T00:00:00.000Z'),
    });
    const dry = await importCsv(csv, true);
    expect(dry.json()).toMatchObject({ rows: 10_000, new: 0, existing: 10_000 });
  });
});
