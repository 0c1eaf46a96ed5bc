import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login, SITE, signUp } from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { startFakeCms, type FakeCms } from '../../../test/support/fake-cms';

let t: TestApp;
let cms: FakeCms;
const EDITOR = { id: '7', name: 'Grace Editor' };

beforeAll(async () => {
  cms = await startFakeCms();
  t = await createTestApp({ cmsUrl: cms.url });
});
afterAll(async () => {
  await t.close();
  await cms.close();
});

function freshBlog() {
  const slug = `article-${Math.random().toString(36).slice(2, 10)}`;
  cms.blogs.push({ slug, title: slug });
  return slug;
}

async function post(
  payload: Record<string, unknown>,
  options: { ip?: string; cookie?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/comments',
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.cookie ? { cookie: options.cookie, origin: SITE } : {},
  });
}

interface Listed {
  id: string;
  authorName: string;
  comment: string;
  fromPublication: boolean;
  reported: boolean;
  replies: Omit<Listed, 'replies'>[];
}

async function list(blogSlug: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/comments?blogSlug=${blogSlug}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { comments: Listed[]; total: number };
}

/** Stores a comment and answers its id (held when it looks like advertising). */
async function comment(blogSlug: string, text: string, options: { cookie?: string } = {}) {
  expect((await post({ comment: text, blogSlug }, options)).statusCode).toBe(201);
  const { rows } = await t.app.db.query<{ id: string }>(
    'select id from comments where blog_slug = $1 and body = $2',
    [blogSlug, text],
  );
  return rows[0]!.id;
}

function internal(
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  secret: string | null = t.config.newsroomModerationSecret,
) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
  });
}

async function reader() {
  const user = await signUp(t.app);
  return { ...user, cookie: await login(t.app, user.username) };
}

function report(id: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/comments/${id}/report`,
    headers: cookie ? { cookie, origin: SITE } : {},
  });
}

const SPAM = 'Best casino bonus here';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('who may call the moderation routes', () => {
  const routes: ['GET' | 'POST', string][] = [
    ['GET', '/api/internal/comments/queue'],
    ['GET', '/api/internal/comments?status=listed'],
    ['POST', `/api/internal/comments/${SOME_ID}/approve`],
    ['POST', `/api/internal/comments/${SOME_ID}/reject`],
    ['POST', `/api/internal/comments/${SOME_ID}/remove`],
    ['POST', `/api/internal/comments/${SOME_ID}/restore`],
    ['POST', `/api/internal/comments/${SOME_ID}/reply`],
    ['POST', `/api/internal/comments/${SOME_ID}/block`],
    ['GET', `/api/internal/comments/${SOME_ID}/log`],
    ['GET', '/api/internal/comment-blocks'],
    ['POST', `/api/internal/comment-blocks/${SOME_ID}/unblock`],
  ];

  it('refuses every route without the moderation secret, or with another purpose’s', async () => {
    const { cookie } = await reader();
    for (const [method, url] of routes) {
      for (const secret of [null, t.config.newsroomReadSecret, t.config.cmsWebhookSecret]) {
        const res = await internal(method, url, { editor: EDITOR }, secret);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().error.message).toBe('A valid secret is required.');
      }
      // A signed-in reader's session opens nothing here either.
      const asReader = await t.app.inject({ method, url, headers: { cookie, origin: SITE } });
      expect(asReader.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers bad input with 400 and a clear message', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        `/api/internal/comments/not-an-id/approve`,
        { editor: EDITOR },
        'This comment is no longer available.',
      ],
      [`/api/internal/comments/${SOME_ID}/approve`, {}, 'The acting editor is required.'],
      [
        `/api/internal/comments/${SOME_ID}/remove`,
        { editor: EDITOR, reason: '  ' },
        'Give a reason (readers never see it; the log keeps it).',
      ],
      [
        `/api/internal/comments/${SOME_ID}/reject`,
        { editor: EDITOR, reason: 'x'.repeat(501) },
        'The reason must be at most 500 characters.',
      ],
      [
        `/api/internal/comments/${SOME_ID}/reply`,
        { editor: EDITOR, comment: '' },
        'Write the reply.',
      ],
      [
        `/api/internal/comments/${SOME_ID}/block`,
        { editor: EDITOR, reason: 'abuse', target: 'everyone' },
        'Block either the account or the address.',
      ],
    ];
    for (const [url, payload, message] of cases) {
      const res = await internal('POST', url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(message);
    }
    const badStatus = await internal('GET', '/api/internal/comments?status=deleted');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error.message).toBe('Show either listed or removed comments.');
    const missing = await internal('POST', `/api/internal/comments/${SOME_ID}/approve`, {
      editor: EDITOR,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This comment does not exist.');
  });
});

describe('the queue', () => {
  it('lists held comments; approving one lists it on the article and logs who did it', async () => {
    const blogSlug = freshBlog();
    const id = await comment(blogSlug, SPAM);
    expect((await list(blogSlug)).total).toBe(0);

    const queue = await internal('GET', '/api/internal/comments/queue');
    expect(queue.statusCode).toBe(200);
    const held = (queue.json().comments as { id: string }[]).find((c) => c.id === id);
    expect(held).toMatchObject({ status: 'held', comment: SPAM, blogSlug, reportCount: 0 });

    const approved = await internal('POST', `/api/internal/comments/${id}/approve`, {
      editor: EDITOR,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().comment.status).toBe('listed');
    const { comments, total } = await list(blogSlug);
    expect(total).toBe(1);
    expect(comments[0]?.comment).toBe(SPAM);

    const again = await internal('GET', '/api/internal/comments/queue');
    expect((again.json().comments as { id: string }[]).map((c) => c.id)).not.toContain(id);
    const log = await internal('GET', `/api/internal/comments/${id}/log`);
    expect(log.json().log).toEqual([
      { action: 'approve', reason: null, editor: EDITOR, at: expect.any(String) },
    ]);
  });

  it('rejects a held comment with a reason: never listed, and logged', async () => {
    const blogSlug = freshBlog();
    const id = await comment(blogSlug, `${SPAM} ${blogSlug}`);
    const rejected = await internal('POST', `/api/internal/comments/${id}/reject`, {
      editor: EDITOR,
      reason: 'Advertising',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().comment).toMatchObject({
      status: 'removed',
      removedReason: 'Advertising',
    });
    expect((await list(blogSlug)).total).toBe(0);
    const log = await internal('GET', `/api/internal/comments/${id}/log`);
    expect(log.json().log).toMatchObject([{ action: 'reject', reason: 'Advertising' }]);
  });
});

describe('removing and restoring', () => {
  it('takes a listed comment off the article and its count, and restores it', async () => {
    const blogSlug = freshBlog();
    const id = await comment(blogSlug, 'Something defamatory');
    await comment(blogSlug, 'A fair point');
    expect((await list(blogSlug)).total).toBe(2);

    const removed = await internal('POST', `/api/internal/comments/${id}/remove`, {
      editor: EDITOR,
      reason: 'Defamatory',
    });
    expect(removed.statusCode).toBe(200);
    const after = await list(blogSlug);
    expect(after.total).toBe(1);
    expect(after.comments.map((c) => c.comment)).toEqual(['A fair point']);

    const twice = await internal('POST', `/api/internal/comments/${id}/remove`, {
      editor: EDITOR,
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This comment is already removed.');

    const search = await internal(
      'GET',
      `/api/internal/comments?status=removed&blogSlug=${blogSlug}`,
    );
    expect(search.json().comments).toMatchObject([{ id, removedReason: 'Defamatory' }]);

    const restored = await internal('POST', `/api/internal/comments/${id}/restore`, {
      editor: EDITOR,
    });
    expect(restored.statusCode).toBe(200);
    expect((await list(blogSlug)).total).toBe(2);
    const log = await internal('GET', `/api/internal/comments/${id}/log`);
    expect(log.json().log.map((e: { action: string }) => e.action)).toEqual(['remove', 'restore']);
  });

  it('refuses to restore after 30 days: the removal is final', async () => {
    const blogSlug = freshBlog();
    const id = await comment(blogSlug, 'Old and removed');
    await internal('POST', `/api/internal/comments/${id}/remove`, {
      editor: EDITOR,
      reason: 'Spam',
    });
    await t.app.db.query(
      `update comments set removed_at = now() - interval '31 days' where id = $1`,
      [id],
    );
    const res = await internal('POST', `/api/internal/comments/${id}/restore`, { editor: EDITOR });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This comment was removed more than 30 days ago: the removal is final and it cannot be restored.',
    );
    expect((await list(blogSlug)).total).toBe(0);
  });

  it('finds listed comments by their text', async () => {
    const blogSlug = freshBlog();
    const id = await comment(blogSlug, 'The Concorde was LOUD');
    const res = await internal('GET', `/api/internal/comments?status=listed&text=concorde`);
    expect((res.json().comments as { id: string }[]).map((c) => c.id)).toContain(id);
  });
});

describe('blocking', () => {
  it('refuses the next comment of a blocked account, with the message, until unblocked', async () => {
    const author = await reader();
    const blogSlug = freshBlog();
    const id = await comment(blogSlug, 'Abuse', { cookie: author.cookie });
    const blocked = await internal('POST', `/api/internal/comments/${id}/block`, {
      editor: EDITOR,
      target: 'account',
      reason: 'Repeated abuse',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().comment.blocked).toBe(true);

    const next = await post(
      { comment: 'More abuse', blogSlug: freshBlog() },
      { cookie: author.cookie },
    );
    expect(next.statusCode).toBe(403);
    expect(next.json().error.message).toBe(
      'You can no longer comment on Apogee. If you think this is a mistake, please contact the editors.',
    );

    const blocks = await internal('GET', '/api/internal/comment-blocks');
    const block = (blocks.json().blocks as { id: string; label: string; commentId: string }[]).find(
      (b) => b.commentId === id,
    );
    expect(block).toMatchObject({
      kind: 'account',
      label: author.username,
      reason: 'Repeated abuse',
    });
    const lifted = await internal('POST', `/api/internal/comment-blocks/${block!.id}/unblock`, {
      editor: EDITOR,
    });
    expect(lifted.statusCode).toBe(204);
    expect(
      (await post({ comment: 'Sorry', blogSlug: freshBlog() }, { cookie: author.cookie }))
        .statusCode,
    ).toBe(201);
    const log = await internal('GET', `/api/internal/comments/${id}/log`);
    expect(log.json().log).toMatchObject([
      { action: 'block', reason: 'account: Repeated abuse' },
      { action: 'unblock' },
    ]);
  });

  it('blocks a visitor’s address, and says when there is no account to block', async () => {
    const blogSlug = freshBlog();
    const ip = freshIp();
    expect((await post({ comment: 'Visitor abuse', blogSlug }, { ip })).statusCode).toBe(201);
    const { rows } = await t.app.db.query<{ id: string }>(
      `select id from comments where blog_slug = $1`,
      [blogSlug],
    );
    const id = rows[0]!.id;
    const noAccount = await internal('POST', `/api/internal/comments/${id}/block`, {
      editor: EDITOR,
      target: 'account',
      reason: 'Abuse',
    });
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().error.message).toBe(
      'This comment was written without an account: block its address instead.',
    );
    await internal('POST', `/api/internal/comments/${id}/block`, {
      editor: EDITOR,
      target: 'address',
      reason: 'Abuse',
    });
    const next = await post({ comment: 'Again', blogSlug }, { ip });
    expect(next.statusCode).toBe(403);
    expect(next.json().error.fields.comment).toMatch(/^You can no longer comment on Apogee/);
    // The old clients' path says the same, in their shape.
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/legacy/contact/addComment',
      payload: { comment: 'Old client', blog_slug: blogSlug },
      remoteAddress: ip,
    });
    expect(legacy.statusCode).toBe(403);
    expect(legacy.json()).toEqual({
      message:
        'You can no longer comment on Apogee. If you think this is a mistake, please contact the editors.',
    });
  });
});

describe('replies', () => {
  it('shows the publication’s reply under the comment with the house label', async () => {
    const blogSlug = freshBlog();
    const id = await comment(blogSlug, 'Is the date right?');
    const res = await internal('POST', `/api/internal/comments/${id}/reply`, {
      editor: EDITOR,
      comment: 'Thank you, corrected.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().comment).toMatchObject({ fromPublication: true, authorName: 'Apogee' });
    const { comments, total } = await list(blogSlug);
    expect(total).toBe(1);
    expect(comments[0]?.replies).toMatchObject([
      { authorName: 'Apogee', comment: 'Thank you, corrected.', fromPublication: true },
    ]);
    const log = await internal('GET', `/api/internal/comments/${res.json().comment.id}/log`);
    expect(log.json().log).toMatchObject([{ action: 'reply', editor: EDITOR }]);
  });

  it('lets readers reply one level deep: a reply to a reply goes under the same comment', async () => {
    const blogSlug = freshBlog();
    const top = await comment(blogSlug, 'Top comment');
    const alice = await reader();
    // A reader who commented may still reply (one comment, any replies).
    await comment(blogSlug, 'My own comment', { cookie: alice.cookie });
    const first = await post(
      { comment: 'A reply', blogSlug, parentId: top },
      { cookie: alice.cookie },
    );
    expect(first.statusCode).toBe(201);
    const { rows } = await t.app.db.query<{ id: string }>(
      `select id from comments where body = 'A reply' and blog_slug = $1`,
      [blogSlug],
    );
    const nested = await post({ comment: 'A reply to the reply', blogSlug, parentId: rows[0]!.id });
    expect(nested.statusCode).toBe(201);
    const { comments, total } = await list(blogSlug);
    expect(total).toBe(2);
    const listedTop = comments.find((c) => c.id === top)!;
    expect(listedTop.replies.map((r) => [r.authorName, r.comment])).toEqual([
      ['Amelia Pilot', 'A reply'],
      ['Reader', 'A reply to the reply'],
    ]);
  });

  it('refuses a reply to a removed comment', async () => {
    const blogSlug = freshBlog();
    const id = await comment(blogSlug, 'Soon removed');
    await internal('POST', `/api/internal/comments/${id}/remove`, {
      editor: EDITOR,
      reason: 'Off topic',
    });
    const res = await post({ comment: 'Reply', blogSlug, parentId: id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This comment is no longer available to reply to.');
    const editorReply = await internal('POST', `/api/internal/comments/${id}/reply`, {
      editor: EDITOR,
      comment: 'Reply',
    });
    expect(editorReply.statusCode).toBe(409);
    expect(editorReply.json().error.message).toBe('Only a listed comment can be replied to.');
  });
});

describe('POST /api/comments/:id/report', () => {
  it('needs a signed-in reader', async () => {
    const id = await comment(freshBlog(), 'Reportable');
    const res = await report(id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Sign in to report a comment.');
  });

  it('takes one report per reader, counts them in the queue and marks them for the reader', async () => {
    const blogSlug = freshBlog();
    const id = await comment(blogSlug, 'Rude words');
    const [a, b] = [await reader(), await reader()];
    const first = await report(id, a.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Thank you. The editors will look at this comment.');
    const again = await report(id, a.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already reported this comment.');
    expect((await report(id, b.cookie)).statusCode).toBe(201);

    const queue = await internal('GET', '/api/internal/comments/queue');
    expect((queue.json().comments as { id: string }[]).find((c) => c.id === id)).toMatchObject({
      status: 'listed',
      reportCount: 2,
    });
    expect((await list(blogSlug, a.cookie)).comments[0]?.reported).toBe(true);
    expect((await list(blogSlug)).comments[0]?.reported).toBe(false);

    // Approved anyway: it leaves the queue, and stays listed.
    await internal('POST', `/api/internal/comments/${id}/approve`, { editor: EDITOR });
    const after = await internal('GET', '/api/internal/comments/queue');
    expect((after.json().comments as { id: string }[]).map((c) => c.id)).not.toContain(id);
    expect((await list(blogSlug)).total).toBe(1);
  });

  it('refuses reports of one’s own comment, of removed comments and of malformed ids', async () => {
    const author = await reader();
    const blogSlug = freshBlog();
    const id = await comment(blogSlug, 'Mine', { cookie: author.cookie });
    const own = await report(id, author.cookie);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe('You cannot report your own comment.');
    await internal('POST', `/api/internal/comments/${id}/remove`, { editor: EDITOR, reason: 'x' });
    const other = await reader();
    const gone = await report(id, other.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('This comment is no longer available.');
    const bad = await report('..%2Fetc', other.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('limits how many reports one reader sends (429)', async () => {
    const blogSlug = freshBlog();
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) ids.push(await comment(blogSlug, `Comment number ${i}`));
    const { cookie } = await reader();
    for (const id of ids.slice(0, 20)) expect((await report(id, cookie)).statusCode).toBe(201);
    const over = await report(ids[20]!, cookie);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe('Too many reports. Please try again later.');
  });
});
