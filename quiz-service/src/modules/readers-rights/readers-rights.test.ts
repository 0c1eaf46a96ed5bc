import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE,
  STRONG_PASSWORD,
  freshIp,
  login,
  readOutbox,
  signUp,
  waitForMail,
} from '../../../test/support/helpers';
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

let n = 0;
/** A reader with a name found nowhere else, and something in every table that keeps readers. */
async function richReader() {
  n += 1;
  const tag = `Quillfeather${n}${Date.now() % 100000}`;
  const user = await signUp(t.app, {
    firstName: 'Ottoline',
    lastName: tag,
    username: `ottoline${tag.toLowerCase()}`,
    email: `ottoline.${tag.toLowerCase()}@example.com`,
  });
  const name = `Ottoline ${tag}`;
  const avatar = `${'ab'.repeat(15)}${String(n).padStart(2, '0')}.webp`;
  await mkdir(t.config.avatarsDir, { recursive: true });
  await writeFile(join(t.config.avatarsDir, avatar), `avatar of ${user.email}`);
  const db = t.app.db;
  await db.query('update users set avatar_file = $2 where id = $1', [user.id, avatar]);
  await db.query(
    `insert into quiz_answers (user_id, question_id, question_text, options, correct_option,
       chosen_option, correct, explanation, time_zone)
     values ($1, $2, 'Who flew first?', '["Gagarin","Shepard"]', 0, 0, true, 'Vostok 1.',
       'Europe/London')`,
    [user.id, `rights-q-${tag}`],
  );
  await db.query(
    `insert into quiz_review_boxes (user_id, question_id, box, due_day, answers)
     values ($1, $2, 2, '2031-01-02', 1)`,
    [user.id, `rights-q-${tag}`],
  );
  await db.query(
    `insert into daily_plays (day, player, user_id, question_id, chosen_option, correct, answered_at)
     values ('2031-01-01', $2, $1, 'q1', 1, false, now())`,
    [user.id, `u:${user.id}`],
  );
  await db.query(
    `insert into comments (blog_slug, user_id, body, status, ip)
     values ($2, $1, 'Lovely piece on Apollo.', 'approved', '10.9.9.9')`,
    [user.id, `rights-blog-${n}`],
  );
  await db.query(
    `insert into newsletter_subscribers (email, name, status, confirmed_at)
     values ($1, $2, 'confirmed', now())`,
    [user.email, name],
  );
  await db.query(
    `insert into contact_messages (name, email, number, subject, message)
     values ($1, $2, '0123456789', 'About my account', 'Hello from me.')`,
    [name, user.email],
  );
  await db.query(
    `insert into story_submissions (user_id, title, media_type, cms_document_id, cms_file_id)
     values ($1, 'My launch photo', 'image', $2, 1)`,
    [user.id, `story-${tag}`],
  );
  const cookie = await login(t.app, user.username);
  return { ...user, name, avatar, tag, cookie };
}

/**
 * An erased reader's outbox holds only the confirmation of the erasure, once it is written (the
 * service sends it after answering). Waiting for it also keeps the test's folder from being
 * removed while the mail is being written.
 */
async function confirmationOnly(email: string) {
  await expect
    .poll(async () =>
      (await readOutbox(t.config)).filter((m) => m.to === email).map((m) => m.subject),
    )
    .toEqual(['Your Apogee account has been deleted']);
}

const editor = { id: '3', name: 'Grace Moreau' };
const bearer = () => ({ authorization: `Bearer ${t.config.newsroomPrivacySecret}` });

describe('GET /api/account/data', () => {
  it("downloads the signed-in reader's data as one JSON file", async () => {
    const reader = await richReader();
    const res = await t.app.inject({
      url: '/api/account/data',
      headers: { cookie: reader.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="apogee-data-${reader.username}.json"`,
    );
    expect(res.headers['content-type']).toContain('application/json');
    const data = res.json();
    expect(data.profile).toMatchObject({
      username: reader.username,
      email: reader.email,
      name: reader.name,
      avatarUrl: `${t.config.publicUrl}/api/avatars/${reader.avatar}`,
    });
    expect(data.sessions).toHaveLength(1);
    expect(data.quizAnswers).toHaveLength(1);
    expect(data.dailyPlays).toHaveLength(1);
    expect(data.reviewBoxes).toHaveLength(1);
    expect(data.streaks).toEqual({ current: 1, longest: 1 });
    expect(data.comments[0].body).toBe('Lovely piece on Apollo.');
    expect(data.newsletter[0]).toMatchObject({ status: 'confirmed', email: reader.email });
    expect(data.newsletter[0].confirmed_at).toBeTruthy();
    expect(data.storySubmissions[0]).toMatchObject({ title: 'My launch photo' });
    expect(data.contactMessages[0]).toMatchObject({ subject: 'About my account' });
    const { rows } = await t.app.db.query(
      `select requested_by from privacy_actions where action = 'export' and reader_hash = $1`,
      [t.app.readersRights.readerHash(reader.id)],
    );
    expect(rows).toEqual([{ requested_by: 'reader' }]);
  });

  it('needs a signed-in reader (401) and is rate-limited per account (429)', async () => {
    expect((await t.app.inject({ url: '/api/account/data' })).statusCode).toBe(401);
    const reader = await richReader();
    for (let i = 0; i < 5; i++)
      expect(
        (await t.app.inject({ url: '/api/account/data', headers: { cookie: reader.cookie } }))
          .statusCode,
      ).toBe(200);
    const sixth = await t.app.inject({
      url: '/api/account/data',
      headers: { cookie: reader.cookie },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(
      'Too many downloads of your data. Please try again later.',
    );
  });
});

const deleteAccount = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/delete',
    headers: { cookie, origin: SITE },
    payload,
    remoteAddress: freshIp(),
  });

/** Every text and JSON column of every table of the service's schema that holds `needle`. */
async function tablesHolding(needle: string) {
  const { rows: columns } = await t.app.db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables tb
         on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'uuid', 'ARRAY')`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await t.app.db.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}"
        where strpos(lower("${column_name}"::text), lower($1)) > 0`,
      [needle],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('POST /api/account/delete', () => {
  it('asks for the password and a choice for the comments, with clear messages', async () => {
    const reader = await richReader();
    const wrong = await deleteAccount(reader.cookie, {
      currentPassword: 'not-it',
      comments: 'delete',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      currentPassword: 'Your current password is not correct',
    });
    const noChoice = await deleteAccount(reader.cookie, { currentPassword: STRONG_PASSWORD });
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().error.fields).toEqual({
      comments: 'Choose whether your comments are deleted or kept without your name.',
    });
    expect(
      (await deleteAccount('', { currentPassword: STRONG_PASSWORD, comments: 'delete' }))
        .statusCode,
    ).toBe(401);
  });

  it('erases the reader everywhere but the confirmation e-mail, keeps anonymous answers', async () => {
    const reader = await richReader();
    await waitForMail(t.config, reader.email).catch(() => undefined);
    const before = await t.app.db.query<{ n: number }>(
      `select count(*)::int as n from quiz_answers where question_id = $1`,
      [`rights-q-${reader.tag}`],
    );
    const res = await deleteAccount(reader.cookie, {
      currentPassword: STRONG_PASSWORD,
      comments: 'anonymise',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        'Your account has been deleted. A confirmation has been sent to your e-mail address.',
    });
    const confirmation = await waitForMail(t.config, reader.email);
    expect(confirmation.subject).toBe('Your Apogee account has been deleted');

    // Nothing in any table names them.
    for (const needle of [reader.email, reader.username, reader.name])
      expect(await tablesHolding(needle)).toEqual([]);
    // Nothing in the outbox but the confirmation; the avatar file is gone.
    const mails = (await readOutbox(t.config)).filter((m) =>
      [reader.email, reader.username, reader.tag].some((s) =>
        JSON.stringify(m).toLowerCase().includes(s.toLowerCase()),
      ),
    );
    expect(mails.map((m) => m.subject)).toEqual(['Your Apogee account has been deleted']);
    const outboxFiles = await readdir(t.config.mail.outboxDir);
    const naming = [];
    for (const f of outboxFiles.filter((f) => f.endsWith('.eml'))) {
      const text = await readFile(join(t.config.mail.outboxDir, f), 'utf8');
      if (text.includes(reader.tag)) naming.push(f);
    }
    expect(naming).toEqual([]);
    expect(await readdir(t.config.avatarsDir)).not.toContain(reader.avatar);

    // The answer stays for the question's figures, without its reader; the comment is kept
    // without a name; the CMS was asked to clear the name on the story.
    const after = await t.app.db.query<{ n: number; linked: number }>(
      `select count(*)::int as n, count(user_id)::int as linked from quiz_answers
        where question_id = $1`,
      [`rights-q-${reader.tag}`],
    );
    expect(after.rows[0]).toEqual({ n: before.rows[0]?.n, linked: 0 });
    const stats = await t.app.inject({
      url: `/api/internal/quiz/question-stats?ids=rights-q-${reader.tag}`,
      headers: { authorization: `Bearer ${t.config.newsroomReadSecret}` },
    });
    expect(JSON.stringify(stats.json())).toContain('"answers":1');
    const comment = await t.app.db.query(`select user_id, ip from comments where blog_slug = $1`, [
      `rights-blog-${n}`,
    ]);
    expect(comment.rows).toEqual([{ user_id: null, ip: null }]);

    // Sign-in fails; the log keeps only a hash.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: reader.username, password: STRONG_PASSWORD, remember: false },
      remoteAddress: freshIp(),
    });
    expect(signIn.statusCode).toBe(401);
    const log = await t.app.db.query(
      `select requested_by from privacy_actions where action = 'erase' and reader_hash = $1`,
      [t.app.readersRights.readerHash(reader.id)],
    );
    expect(log.rows).toEqual([{ requested_by: 'reader' }]);
  });

  it('deletes the comments when the reader chooses so', async () => {
    const reader = await richReader();
    await waitForMail(t.config, reader.email).catch(() => undefined);
    const res = await deleteAccount(reader.cookie, {
      currentPassword: STRONG_PASSWORD,
      comments: 'delete',
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.app.db.query('select id from comments where blog_slug = $1', [
      `rights-blog-${n}`,
    ]);
    expect(rows).toEqual([]);
    await confirmationOnly(reader.email);
  });
});

describe("the newsroom's readers' rights", () => {
  it('refuses callers without the privacy secret (401)', async () => {
    for (const headers of [{}, { authorization: `Bearer ${t.config.newsroomModerationSecret}` }]) {
      const res = await t.app.inject({ url: '/api/internal/readers?q=someone', headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('finds a reader by e-mail or username, exports and erases them, logging the editor', async () => {
    const reader = await richReader();
    await waitForMail(t.config, reader.email).catch(() => undefined);
    for (const q of [reader.email.toUpperCase(), reader.username]) {
      const found = await t.app.inject({
        url: `/api/internal/readers?q=${encodeURIComponent(q)}`,
        headers: bearer(),
      });
      expect(found.statusCode).toBe(200);
      expect(found.json().reader).toMatchObject({ id: reader.id, email: reader.email });
    }
    const missing = await t.app.inject({
      url: '/api/internal/readers?q=nobody',
      headers: bearer(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('No reader has that e-mail address or username.');
    const empty = await t.app.inject({ url: '/api/internal/readers?q=', headers: bearer() });
    expect(empty.statusCode).toBe(400);

    const exported = await t.app.inject({
      method: 'POST',
      url: `/api/internal/readers/${reader.id}/export`,
      headers: bearer(),
      payload: { editor },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain(
      `apogee-data-${reader.username}.json`,
    );
    expect(exported.json().profile.email).toBe(reader.email);

    const noChoice = await t.app.inject({
      method: 'POST',
      url: `/api/internal/readers/${reader.id}/erase`,
      headers: bearer(),
      payload: { editor },
    });
    expect(noChoice.statusCode).toBe(400);
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/internal/readers/${reader.id}/erase`,
      headers: bearer(),
      payload: { editor, comments: 'delete' },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().message).toBe("The reader's account and personal data have been erased.");
    expect(await tablesHolding(reader.email)).toEqual([]);
    const log = await t.app.db.query(
      `select action, requested_by, editor_name from privacy_actions where reader_hash = $1
        order by id`,
      [t.app.readersRights.readerHash(reader.id)],
    );
    expect(log.rows).toEqual([
      { action: 'export', requested_by: 'editor', editor_name: 'Grace Moreau' },
      { action: 'erase', requested_by: 'editor', editor_name: 'Grace Moreau' },
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/internal/readers/${reader.id}/erase`,
      headers: bearer(),
      payload: { editor, comments: 'delete' },
    });
    expect(again.statusCode).toBe(404);
    await confirmationOnly(reader.email);
  });
});
