import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logInByApi, newReader, signUpByApi } from './support/accounts';
import { adminContext, cmsUrl, openInAdmin } from './support/cms-admin';
import { newestBlogs } from './support/cms';

// Comment moderation end to end: the editor's Moderation page in the CMS admin, and what
// readers see under the article (the comments load in the browser, so a change shows on the
// next visit without any cache to purge).

/** Posts a comment as a visitor from an address of its own (the per-address limits). */
async function postComment(request: APIRequestContext, blogSlug: string, comment: string) {
  const response = await request.post('/api/comments', {
    headers: { 'x-forwarded-for': newReader('visitor').address },
    data: { comment, blogSlug },
  });
  expect(response.status()).toBe(201);
}

async function newestSlug() {
  const [blog] = await newestBlogs(1);
  if (!blog) throw new Error('The CMS has no blog posts.');
  return blog.slug;
}

/** The article's comments, loaded as a reader scrolls to them. */
async function openComments(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  const list = page.locator('.comment-list');
  await expect(async () => {
    await page.locator('.blog-comments').scrollIntoViewIfNeeded();
    await expect(list).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return list;
}

async function moderationPage(page: Page) {
  await openInAdmin(page, `${cmsUrl}/admin`);
  await page.getByRole('link', { name: 'Moderation' }).click();
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
}

/** A comment's card in one section of the Moderation page. */
const card = (page: Page, section: string, text: string): Locator =>
  page.getByRole('region', { name: section }).getByRole('article').filter({ hasText: text });

test.describe('comment moderation', () => {
  // The admin is a large single-page app: a journey through it takes tens of seconds.
  test.describe.configure({ timeout: 240_000 });

  test('an editor approves a held comment and it appears on the article', async ({
    browser,
    page,
    request,
  }) => {
    const slug = await newestSlug();
    const text = `Casino night at the air show ${Date.now()}`;
    await postComment(request, slug, text);
    const comments = await openComments(page, slug);
    await expect(comments.getByText(text)).toHaveCount(0);

    const admin = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await moderationPage(admin);
    const held = card(admin, 'Queue', text);
    await expect(held.getByText('Held by the spam check')).toBeVisible({ timeout: 20_000 });
    await held.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('The comment is listed.')).toBeVisible();
    await expect(held).toHaveCount(0);

    // Its log, beside it in the list of comments: who approved it.
    await admin.getByLabel('Words in the comment or the reader’s name').fill(text);
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(card(admin, 'Comments', text).getByLabel('Log')).toContainText('Approved by ');

    await expect((await openComments(page, slug)).getByText(text)).toBeVisible();
  });

  test('an editor removes a comment with a reason and it disappears from the article', async ({
    browser,
    page,
    request,
  }) => {
    const slug = await newestSlug();
    const text = `Untrue claim about the pilot ${Date.now()}`;
    await postComment(request, slug, text);
    await expect((await openComments(page, slug)).getByText(text)).toBeVisible();

    const admin = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await moderationPage(admin);
    await admin.getByLabel('Words in the comment or the reader’s name').fill(text);
    await admin.getByRole('button', { name: 'Search' }).click();
    const listed = card(admin, 'Comments', text);
    await listed.getByLabel('Reason').fill('Defamatory');
    await listed.getByRole('button', { name: 'Remove' }).click();
    await expect(admin.getByText('The comment is removed.')).toBeVisible();

    await expect((await openComments(page, slug)).getByText(text)).toHaveCount(0);
  });

  test('a reader reports a comment once: "Reported" after, and the editors see the report', async ({
    browser,
    page,
    request,
  }) => {
    const slug = await newestSlug();
    const text = `Rude remark about the crew ${Date.now()}`;
    await postComment(request, slug, text);
    const reader = newReader('report');
    await signUpByApi(request, reader);
    await logInByApi(page.request, reader);

    const comment = (await openComments(page, slug)).locator('.comment', { hasText: text });
    await comment.getByRole('button', { name: 'Report' }).click();
    await expect(
      comment.getByText('Thank you. The editors will look at this comment.'),
    ).toBeVisible();
    await expect(comment.getByRole('button', { name: 'Reported' })).toBeDisabled();
    // Remembered on the next visit.
    const again = (await openComments(page, slug)).locator('.comment', { hasText: text });
    await expect(again.getByRole('button', { name: 'Reported' })).toBeDisabled();

    const admin = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await moderationPage(admin);
    await expect(card(admin, 'Queue', text).getByText('1 report')).toBeVisible({
      timeout: 20_000,
    });
  });
});
