import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cmsUrl: 'http://127.0.0.1:9', contactRetentionDays: 30 });
});
afterAll(async () => t.close());

const editor = { id: '7', name: 'Grace Moreau' };
const bearer = () => ({ authorization: `Bearer ${t.config.newsroomPrivacySecret}` });

async function stored(subject: string, createdAt = new Date()) {
  const { rows } = await t.app.db.query<{ id: string }>(
    `insert into contact_messages (name, email, number, subject, message, created_at)
     values ('Sally Ride', 'sally@example.com', '0123456789', $1, 'About STS-7.', $2)
     returning id`,
    [subject, createdAt],
  );
  return (rows[0] as { id: string }).id;
}

describe('the newsroom inbox', () => {
  it('refuses callers without the privacy secret (401), even with another secret', async () => {
    for (const headers of [{}, { authorization: `Bearer ${t.config.newsroomReadSecret}` }]) {
      const res = await t.app.inject({ url: '/api/internal/contact-messages', headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('lists newest first and finds messages by their text', async () => {
    const older = await stored('Inbox older', new Date(Date.now() - 60_000));
    const newer = await stored('Inbox newer');
    const all = await t.app.inject({ url: '/api/internal/contact-messages', headers: bearer() });
    expect(all.statusCode).toBe(200);
    const ids = (all.json().messages as { id: string }[]).map((m) => m.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const found = await t.app.inject({
      url: '/api/internal/contact-messages?q=INBOX%20OLDER',
      headers: bearer(),
    });
    expect(found.json().messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Inbox older',
    ]);
    const long = await t.app.inject({
      url: `/api/internal/contact-messages?q=${'a'.repeat(201)}`,
      headers: bearer(),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('Search for at most 200 characters.');
  });

  it('reads one and marks it handled by the editor, who stays the first one', async () => {
    const id = await stored('Handle me');
    const one = await t.app.inject({
      url: `/api/internal/contact-messages/${id}`,
      headers: bearer(),
    });
    expect(one.json().message).toMatchObject({ subject: 'Handle me', handledAt: null });
    const handled = await t.app.inject({
      method: 'POST',
      url: `/api/internal/contact-messages/${id}/handled`,
      headers: bearer(),
      payload: { editor },
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message.handledBy).toBe('Grace Moreau');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/internal/contact-messages/${id}/handled`,
      headers: bearer(),
      payload: { editor: { id: '8', name: 'Someone Else' } },
    });
    expect(again.json().message.handledBy).toBe('Grace Moreau');
    const open = await t.app.inject({
      url: '/api/internal/contact-messages?status=open&q=Handle%20me',
      headers: bearer(),
    });
    expect(open.json().messages).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id and 400 without the editor', async () => {
    const unknown = await t.app.inject({
      url: '/api/internal/contact-messages/00000000-0000-4000-8000-000000000000',
      headers: bearer(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No contact message has that id.');
    const malformed = await t.app.inject({
      url: '/api/internal/contact-messages/not-an-id',
      headers: bearer(),
    });
    expect(malformed.statusCode).toBe(400);
    const id = await stored('No editor');
    const noEditor = await t.app.inject({
      method: 'POST',
      url: `/api/internal/contact-messages/${id}/handled`,
      headers: bearer(),
      payload: {},
    });
    expect(noEditor.statusCode).toBe(400);
    expect(JSON.stringify(noEditor.json())).toContain('The acting editor is required.');
  });

  it('refuses a body over the default limit (413)', async () => {
    const id = await stored('Big body');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/internal/contact-messages/${id}/handled`,
      headers: { ...bearer(), 'content-type': 'application/json' },
      payload: JSON.stringify({ editor, padding: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('the retention purge', () => {
  it('deletes the messages older than CONTACT_RETENTION_DAYS on the pinned day, keeps the rest', async () => {
    const now = new Date('2031-06-30T12:00:00Z');
    const day = 86_400_000;
    const old = await stored('Purge: 31 days old', new Date(now.getTime() - 31 * day));
    const kept = await stored('Purge: 29 days old', new Date(now.getTime() - 29 * day));
    const purged = await t.app.contactInbox.purge(now);
    expect(purged).toBeGreaterThanOrEqual(1);
    const { rows } = await t.app.db.query<{ id: string }>(
      'select id from contact_messages where id = any($1::uuid[])',
      [[old, kept]],
    );
    expect(rows.map((r) => r.id)).toEqual([kept]);
  });
});
