import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login, SITE, signUp } from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { startFakeCms, type FakeCms } from '../../../test/support/fake-cms';

let t: TestApp;
let cms: FakeCms;
const BLOG = 'breaking-the-sound-barrier';

beforeAll(async () => {
  cms = await startFakeCms();
  t = await createTestApp({ cmsUrl: cms.url });
});
afterAll(async () => {
  await t.close();
  await cms.close();
});

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

async function list(blogSlug: string, page = 1) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/comments?blogSlug=${blogSlug}&page=${page}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    comments: { id: string; authorName: string; comment: string; createdAt: string }[];
    total: number;
    hasMore: boolean;
  };
}

/** A published article of its own, so counts of one test do not mix with another's. */
function freshBlog() {
  const slug = `article-${Math.random().toString(36).slice(2, 10)}`;
  cms.blogs.push({ slug, title: slug });
  return slug;
}

describe('POST /api/comments', () => {
  it('lists a visitor comment under the article as plain text, by "Reader"', async () => {
    const blogSlug = freshBlog();
    const text = '<b>Great</b> read about the X-1 & Chuck Yeager!';
    const res = await post({ comment: text, blogSlug });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Comment submitted successfully!' });
    const { comments, total } = await list(blogSlug);
    expect(total).toBe(1);
    expect(comments[0]).toMatchObject({ authorName: 'Reader', comment: text });
  });

  it('requires the comment', async () => {
    const res = await post({ comment: '   ', blogSlug: BLOG });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Comment is required.',
      fields: { comment: 'Comment is required.' },
    });
  });

  it('refuses more than 2,000 characters and accepts exactly 2,000', async () => {
    const blogSlug = freshBlog();
    const tooLong = await post({ comment: 'a'.repeat(2001), blogSlug });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.comment).toBe('Comment must be at most 2,000 characters.');
    expect((await post({ comment: 'a'.repeat(2000), blogSlug })).statusCode).toBe(201);
    expect((await list(blogSlug)).total).toBe(1);
  });

  it('refuses unknown or unpublished articles with 404', async () => {
    const res = await post({ comment: 'Hello', blogSlug: 'not-a-published-article' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This article does not exist or is not published.');
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const blogSlug = freshBlog();
    const res = await post({ comment: 'Nice', blogSlug, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Comment submitted successfully!');
    expect((await list(blogSlug)).total).toBe(0);
    const { rows } = await t.app.db.query('select 1 from comments where blog_slug = $1', [
      blogSlug,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('holds comments that look like advertising: stored, not listed', async () => {
    const blogSlug = freshBlog();
    const spam = 'Visit http://a.example http://b.example http://c.example now';
    expect((await post({ comment: spam, blogSlug })).statusCode).toBe(201);
    expect((await post({ comment: 'Best casino bonus here', blogSlug })).statusCode).toBe(201);
    expect((await list(blogSlug)).total).toBe(0);
    const { rows } = await t.app.db.query<{ status: string }>(
      'select status from comments where blog_slug = $1',
      [blogSlug],
    );
    expect(rows.map((r) => r.status)).toEqual(['held', 'held']);
  });

  it('gives a signed-in reader one comment per article, shown with their name', async () => {
    const blogSlug = freshBlog();
    const user = await signUp(t.app);
    const cookie = await login(t.app, user.username);
    expect((await post({ comment: 'First!', blogSlug }, { cookie })).statusCode).toBe(201);
    const second = await post({ comment: 'Second thoughts', blogSlug }, { cookie });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('You have already submitted a comment for this blog.');
    const { comments } = await list(blogSlug);
    expect(comments.map((c) => [c.authorName, c.comment])).toEqual([['Amelia Pilot', 'First!']]);
    // Another article is fine.
    expect(
      (await post({ comment: 'Elsewhere', blogSlug: freshBlog() }, { cookie })).statusCode,
    ).toBe(201);
  });

  it('limits visitors per network address (429 with Retry-After)', async () => {
    const blogSlug = freshBlog();
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await post({ comment: `Comment ${i}`, blogSlug }, { ip })).statusCode).toBe(201);
    const sixth = await post({ comment: 'One more', blogSlug }, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(
      'Too many comments from this network. Please try again later.',
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list(blogSlug)).total).toBe(5);
  });

  it('says so clearly when the CMS does not answer', async () => {
    cms.failWith = 500;
    try {
      const res = await post({ comment: 'Hello', blogSlug: `offline-${Date.now()}` });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'Comments cannot be posted right now. Please try again later.',
      );
    } finally {
      cms.failWith = 0;
    }
  });
});

describe('GET /api/comments', () => {
  it('lists newest first, ten per page', async () => {
    const blogSlug = freshBlog();
    for (let i = 1; i <= 12; i++) {
      expect((await post({ comment: `Comment ${i}`, blogSlug })).statusCode).toBe(201);
    }
    const first = await list(blogSlug);
    expect(first.total).toBe(12);
    expect(first.hasMore).toBe(true);
    expect(first.comments).toHaveLength(10);
    expect(first.comments[0]?.comment).toBe('Comment 12');
    const second = await list(blogSlug, 2);
    expect(second.comments.map((c) => c.comment)).toEqual(['Comment 2', 'Comment 1']);
    expect(second.hasMore).toBe(false);
  });

  it('keeps the order they were posted in when they share the same instant', async () => {
    const blogSlug = freshBlog();
    for (const comment of ['First', 'Second', 'Third', 'Fourth', 'Fifth'])
      expect((await post({ comment, blogSlug })).statusCode).toBe(201);
    // The embedded database's clock counts milliseconds: quick comments can share one.
    await t.app.db.query(
      `update comments set created_at = '2026-05-01T10:00:00Z' where blog_slug = $1`,
      [blogSlug],
    );
    const listed = await list(blogSlug);
    expect(listed.comments.map((c) => c.comment)).toEqual([
      'Fifth',
      'Fourth',
      'Third',
      'Second',
      'First',
    ]);
  });

  it('refuses a malformed article slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/comments?blogSlug=../etc' });
    expect(res.statusCode).toBe(400);
  });
});

describe('when the CMS reports a change', () => {
  it('refuses comments on an article unpublished a moment ago', async () => {
    const blogSlug = freshBlog();
    expect((await post({ comment: 'Before', blogSlug })).statusCode).toBe(201);
    cms.blogs = cms.blogs.filter((blog) => blog.slug !== blogSlug);
    // Remembered for a while…
    expect((await post({ comment: 'Cached', blogSlug })).statusCode).toBe(201);
    // …until the CMS webhook says content changed.
    t.app.contentChanges.notify({
      event: 'entry.unpublish',
      model: 'blog',
      documentId: 'b1',
      slug: blogSlug,
    });
    expect((await post({ comment: 'After', blogSlug })).statusCode).toBe(404);
  });
});
