import { expect, test } from './support/test';
import {
  cmsWebhookSecret,
  newestBlogs,
  previewSecret,
  publisherName,
  staticPage,
} from './support/cms';

test.describe('Pages from the CMS', () => {
  for (const slug of ['about-us', 'privacy-policy', 'terms-of-use', 'information-policy']) {
    test(`/${slug} shows the page the editors wrote`, async ({ page }) => {
      const content = await staticPage(slug);
      if (!content) throw new Error(`The CMS has no page ${slug}.`);
      await page.goto(`/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page).toHaveTitle(`${content.title} | Apogee`);
    });
  }

  test('/terms-conditions moves permanently to /terms-of-use', async ({ request }) => {
    const response = await request.get('/terms-conditions', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/terms-of-use$/);
  });

  test('/user-profile shows the publisher', async ({ page }) => {
    const name = await publisherName();
    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('link', { name: /^Contact:/ })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('CMS webhook', () => {
  test('purges the content cache only with the shared secret', async ({ request }) => {
    const refused = await request.post('/internal/cms-webhook', {
      headers: { authorization: 'Bearer not-the-secret' },
    });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error.message).toBe('A valid purge secret is required.');

    const accepted = await request.post('/internal/cms-webhook', {
      headers: { authorization: `Bearer ${cmsWebhookSecret()}` },
      data: { event: 'entry.publish', model: 'blog' },
    });
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toEqual({ purged: true });
  });
});

test.describe('Draft preview', () => {
  // The refused link is logged by the preview route as it throws its error screen.
  test.use({ expectedConsoleErrors: /^console: Error: This preview link is not valid\./ });

  test('shows an entry to editors who hold the preview secret, and refuses others', async ({
    page,
  }) => {
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    await page.goto(`/preview?secret=wrong&type=blog&slug=${blog.slug}&status=draft`);
    await expect(page.getByRole('alert')).toContainText('This preview link is not valid.');

    await page.goto(
      `/preview?secret=${encodeURIComponent(previewSecret())}&type=blog&slug=${blog.slug}&status=draft`,
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Preview of the draft version.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  });
});
