import type { Page } from '@playwright/test';
import { logInByApi, newReader, signUpByApi, waitForMail } from './support/accounts';
import { newestBlogs } from './support/cms';
import { expect, test } from './support/test';

// A reader whose scripts do not run (blocked, failed, or not come yet on a slow phone) can
// still subscribe from the footer and comment under an article: the server's HTML holds
// working forms that post to the service, which sends the reader back to the page with the
// outcome in the address; the page shows the scripted form's texts.
test.use({ javaScriptEnabled: false });

/** Each journey from its own address, so the per-address limits of one run do not add up. */
async function fromOwnAddress(page: Page) {
  const reader = newReader('noscript');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
  return reader;
}

/** The comments the service lists under an article. */
async function listedComments(page: Page, blogSlug: string) {
  const response = await page.request.get(`/api/comments?blogSlug=${blogSlug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { comments: { authorName: string; comment: string }[] })
    .comments;
}

async function newestBlogSlug() {
  const [blog] = await newestBlogs(1);
  if (!blog) throw new Error('The CMS has no blog posts.');
  return blog.slug;
}

test('subscribe to the newsletter from the footer without scripts', async ({ page }) => {
  await fromOwnAddress(page);
  await page.goto('/about-us');
  const footer = page.getByRole('form', { name: 'Newsletter' });

  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/about-us\?newsletter=email-required#footer-newsletter$/);
  await expect(footer.getByText('Email is required')).toBeVisible();

  await footer.getByLabel('Email').fill('pilot@nowhere');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/about-us\?newsletter=email-invalid#footer-newsletter$/);
  await expect(footer.getByText('Email is invalid')).toBeVisible();
  await expect(footer.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  const email = `e2e.noscript.${Date.now().toString(36)}@example.com`;
  const since = new Date(Date.now() - 1000);
  await footer.getByLabel('Name').fill('Valentina');
  await footer.getByLabel('Email').fill(email);
  await footer.getByText('Choose how often').click();
  await footer.getByLabel('The weekly digest only').check();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/about-us\?newsletter=check-your-inbox#footer-newsletter$/);
  await expect(footer.getByRole('status')).toHaveText(
    'Thanks! Please check your inbox and click the link in our email to confirm your subscription.',
  );
  const mail = await waitForMail(
    email,
    'Confirm your subscription to the Apogee newsletter',
    since,
  );
  expect(mail.text).toContain('Hello Valentina,');
});

test("a visitor's comment without scripts is stored and listed", async ({ page }) => {
  await fromOwnAddress(page);
  const slug = await newestBlogSlug();
  await page.goto(`/${slug}`);
  const form = page.getByRole('form', { name: 'Leave a comment' });

  await form.getByRole('button', { name: 'Submit Comment' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}\\?comment=required#comment-form-title$`));
  await expect(form.getByText('Comment is required.')).toBeVisible();

  const text = `No-script comment ${Date.now()}`;
  await form.getByLabel('Comment', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Submit Comment' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}\\?comment=submitted#comment-form-title$`));
  await expect(form.getByRole('status')).toHaveText('Comment submitted successfully!');
  expect(await listedComments(page, slug)).toContainEqual(
    expect.objectContaining({ authorName: 'Reader', comment: text }),
  );
});

test('a signed-in reader comments without scripts with the session cookie', async ({ page }) => {
  const reader = await fromOwnAddress(page);
  await signUpByApi(page.request, reader);
  // The session cookie lands in this (scriptless) browser's context, as after a login.
  await logInByApi(page.request, reader);
  const slug = await newestBlogSlug();
  await page.goto(`/${slug}`);
  const form = page.getByRole('form', { name: 'Leave a comment' });

  const text = `Signed-in no-script comment ${Date.now()}`;
  await form.getByLabel('Comment', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Submit Comment' }).click();
  await expect(form.getByRole('status')).toHaveText('Comment submitted successfully!');
  expect(await listedComments(page, slug)).toContainEqual(
    expect.objectContaining({ authorName: reader.name, comment: text }),
  );

  await form.getByLabel('Comment', { exact: true }).fill('Second thoughts');
  await form.getByRole('button', { name: 'Submit Comment' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}\\?comment=duplicate#comment-form-title$`));
  await expect(form.getByRole('alert')).toHaveText(
    'You have already submitted a comment for this blog.',
  );
});
