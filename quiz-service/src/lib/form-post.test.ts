// The site's forms posted without scripts: the footer's newsletter form and the article's
// comment form, form-encoded, answered with a 303 back to the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login, SITE, signUp, waitForMail } from '../../test/support/helpers';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { startFakeCms, type FakeCms } from '../../test/support/fake-cms';

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

const FORM = 'application/x-www-form-urlencoded';
/** What a browser accepts when it navigates (a form's submit). */
const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let counter = 0;
const freshEmail = () => `form${++counter}-${Date.now()}@example.com`;

/** A form post as a browser sends it from a page of the site. */
function formPost(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  ip = freshIp(),
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': FORM, accept: PAGE, origin: SITE, ...headers },
    remoteAddress: ip,
  });
}

async function subscriber(email: string) {
  const { rows } = await t.app.db.query<{ name: string; status: string }>(
    'select name, status from newsletter_subscribers where lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

async function storedComments(blogSlug: string) {
  const { rows } = await t.app.db.query<{ body: string; user_id: string | null }>(
    'select body, user_id from comments where blog_slug = $1 order by created_at',
    [blogSlug],
  );
  return rows;
}

function freshBlog() {
  const slug = `article-${Math.random().toString(36).slice(2, 10)}`;
  cms.blogs.push({ slug, title: slug });
  return slug;
}

describe('newsletter form without scripts', () => {
  it('subscribes and goes back to the page with "check your inbox"', async () => {
    const email = freshEmail();
    const res = await formPost(
      '/api/newsletter/subscribe',
      { name: 'Valentina', email, rhythm: 'digest' },
      { referer: `${SITE}/tag/mars?page=2` },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/tag/mars?newsletter=check-your-inbox#footer-newsletter');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await subscriber(email)).toEqual({ name: 'Valentina', status: 'pending' });
    const mail = await waitForMail(t.config, email);
    expect(mail.subject).toBe('Confirm your subscription to the Apogee newsletter');
  });

  it('sends a refused address back with the code of the same message', async () => {
    const referer = { referer: `${SITE}/about-us` };
    const invalid = await formPost('/api/newsletter/subscribe', { email: 'pilot@' }, referer);
    expect(invalid.statusCode).toBe(303);
    expect(invalid.headers.location).toBe('/about-us?newsletter=email-invalid#footer-newsletter');
    const empty = await formPost('/api/newsletter/subscribe', { name: 'A', email: ' ' }, referer);
    expect(empty.headers.location).toBe('/about-us?newsletter=email-required#footer-newsletter');
    const longName = await formPost(
      '/api/newsletter/subscribe',
      { name: 'n'.repeat(101), email: freshEmail() },
      referer,
    );
    expect(longName.headers.location).toBe('/about-us?newsletter=name-too-long#footer-newsletter');
    expect(await subscriber('pilot@')).toBeUndefined();
  });

  it('says a confirmed address is already subscribed', async () => {
    const email = freshEmail();
    await formPost('/api/newsletter/subscribe', { email });
    await t.app.db.query(
      `update newsletter_subscribers set status = 'confirmed' where lower(email) = lower($1)`,
      [email],
    );
    const again = await formPost('/api/newsletter/subscribe', { email });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/?newsletter=already-subscribed#footer-newsletter');
  });

  it('sends a post back only to a plain path of the site', async () => {
    for (const referer of [
      'https://evil.example/page',
      `${SITE}//evil.example/page`,
      `${SITE}/%2F%2Fevil.example`,
      `${SITE}/./%5Cevil.example`,
      `${SITE}/a/../..//evil.example`,
      'not an address',
    ]) {
      const res = await formPost('/api/newsletter/subscribe', { email: 'pilot@' }, { referer });
      expect(res.statusCode, referer).toBe(303);
      expect(res.headers.location, referer).toBe('/?newsletter=email-invalid#footer-newsletter');
    }
  });

  it('refuses a form posted from another site, and stores nothing', async () => {
    const email = freshEmail();
    const res = await formPost(
      '/api/newsletter/subscribe',
      { email },
      { origin: 'https://evil.example', referer: 'https://evil.example/' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_REJECTED');
    expect(res.headers.location).toBeUndefined();
    expect(await subscriber(email)).toBeUndefined();
  });

  it('refuses a form body over its limit (4 KB) before reading it', async () => {
    const res = await formPost('/api/newsletter/subscribe', {
      email: freshEmail(),
      name: 'n'.repeat(5000),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?newsletter=failed#footer-newsletter');
  });

  it('still answers a script with JSON, whether it posts JSON or a form body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'pilot@' },
      headers: { origin: SITE, referer: `${SITE}/about-us` },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Email is invalid' });
    const form = await formPost(
      '/api/newsletter/subscribe',
      { email: 'pilot@' },
      { accept: '*/*' },
    );
    expect(form.statusCode).toBe(400);
    expect(form.json().error.fields).toEqual({ email: 'Email is invalid' });
  });
});

describe('comment form without scripts', () => {
  it("posts a visitor's comment and goes back to the article", async () => {
    const blogSlug = freshBlog();
    const res = await formPost(
      '/api/comments',
      { blogSlug, comment: 'Lovely piece & well researched', website: '' },
      { referer: `${SITE}/${blogSlug}` },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/${blogSlug}?comment=submitted#comment-form-title`);
    expect(await storedComments(blogSlug)).toEqual([
      { body: 'Lovely piece & well researched', user_id: null },
    ]);
  });

  it("posts a signed-in reader's comment with the session cookie; a second is a duplicate", async () => {
    const blogSlug = freshBlog();
    const user = await signUp(t.app);
    const cookie = await login(t.app, user.email);
    const first = await formPost('/api/comments', { blogSlug, comment: 'First!' }, { cookie });
    expect(first.statusCode).toBe(303);
    // No Referer (a browser told not to send one): back to the article the form names.
    expect(first.headers.location).toBe(`/${blogSlug}?comment=submitted#comment-form-title`);
    expect(await storedComments(blogSlug)).toEqual([{ body: 'First!', user_id: user.id }]);
    const second = await formPost('/api/comments', { blogSlug, comment: 'Again' }, { cookie });
    expect(second.headers.location).toBe(`/${blogSlug}?comment=duplicate#comment-form-title`);
  });

  it('refuses a cookie-carrying form post that names no origin (CSRF)', async () => {
    const blogSlug = freshBlog();
    const user = await signUp(t.app);
    const cookie = await login(t.app, user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload: new URLSearchParams({ blogSlug, comment: 'Forged' }).toString(),
      headers: { 'content-type': FORM, accept: PAGE, cookie },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_REJECTED');
    expect(await storedComments(blogSlug)).toEqual([]);
  });

  it('sends bad input back with the code of the same message', async () => {
    const blogSlug = freshBlog();
    const referer = { referer: `${SITE}/${blogSlug}` };
    const empty = await formPost('/api/comments', { blogSlug, comment: '  ' }, referer);
    expect(empty.headers.location).toBe(`/${blogSlug}?comment=required#comment-form-title`);
    const long = await formPost('/api/comments', { blogSlug, comment: 'a'.repeat(2001) }, referer);
    expect(long.headers.location).toBe(`/${blogSlug}?comment=too-long#comment-form-title`);
    const unknown = await formPost(
      '/api/comments',
      { blogSlug: 'no-such-article', comment: 'Hello' },
      { referer: `${SITE}/no-such-article` },
    );
    expect(unknown.headers.location).toBe(
      '/no-such-article?comment=unknown-blog#comment-form-title',
    );
    // A slug that is not one, with no Referer: back to the home page, never elsewhere.
    const hostile = await formPost('/api/comments', { blogSlug: '/evil.example', comment: 'x' });
    expect(hostile.headers.location).toBe('/?comment=unknown-blog#comment-form-title');
    expect(await storedComments(blogSlug)).toEqual([]);
  });

  it('takes a 2,000-character comment in any script, and refuses a body over 24 KB', async () => {
    const blogSlug = freshBlog();
    // Nine bytes a character once percent-encoded.
    const longest = '航'.repeat(2000);
    const res = await formPost('/api/comments', { blogSlug, comment: longest });
    expect(res.headers.location).toBe(`/${blogSlug}?comment=submitted#comment-form-title`);
    const tooLarge = await formPost('/api/comments', { blogSlug, comment: '航'.repeat(3000) });
    expect(tooLarge.statusCode).toBe(303);
    expect(tooLarge.headers.location).toBe(`/?comment=too-long#comment-form-title`);
    expect((await storedComments(blogSlug)).map((row) => row.body.length)).toEqual([2000]);
  });
});
