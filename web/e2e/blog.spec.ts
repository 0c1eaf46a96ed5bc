import { expect, test } from './support/test';
import { newestBlogs, siteSettings } from './support/cms';

test.describe('Blog detail', () => {
  test('shows the article with author label, date, reading time, share buttons and tags', async ({
    page,
  }) => {
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    const settings = await siteSettings();
    const response = await page.goto(`/${blog.slug}`);
    expect(response?.status()).toBe(200);

    const article = page.getByRole('article', { name: blog.title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await expect(article.getByRole('link', { name: settings.authorLabel }).first()).toHaveAttribute(
      'href',
      '/user-profile',
    );
    await expect(article.locator('.blog-article__meta')).toContainText(/\d+ min read/);
    await expect(
      article.getByRole('list', { name: 'Share this article' }).getByRole('link'),
    ).toHaveCount(3);
    const image = article.locator('.blog-article__image');
    await expect(image).toHaveAttribute('srcset', /\d+w/);
    await expect(image).toHaveAttribute('width', /\d+/);

    for (const tag of blog.tags) {
      const link = article
        .getByRole('region', { name: 'Tags' })
        .getByRole('link', { name: tag.name });
      await expect(link).toHaveAttribute(
        'href',
        `/search?discover=${encodeURIComponent(tag.name).replace(/%20/g, '+')}`,
      );
    }
  });

  test('lists at most 3 related posts that share a tag', async ({ page }) => {
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    await page.goto(`/${blog.slug}`);
    const related = page.getByRole('region', { name: 'Related posts' });
    const titles = related.getByRole('heading', { level: 3 });
    const count = await titles.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    await expect(titles).not.toContainText([blog.title]);
  });

  test('shows the 404 page for an unknown article', async ({ page }) => {
    const response = await page.goto('/no-article-has-this-address');
    expect(response?.status()).toBe(404);
    await expect(page.locator('.error-page__code')).toHaveText('404');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the 404 page for a path of several segments', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  });

  test('carries article metadata for search engines and sharing', async ({ request }) => {
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    const html = await (await request.get(`/${blog.slug}`)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${blog.slug}"`));
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('name="twitter:card"');
  });
});
