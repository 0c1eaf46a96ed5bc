import { expect, openPage, test } from './support/test';
import { cmsGraphql, newestBlogs, siteSettings, type CmsBlogSummary } from './support/cms';

/**
 * The related posts (docs/decisions/009-related-posts.md), from the CMS: articles sharing a tag
 * with `blog`, those sharing most tags first, then the newest, 3 at most.
 */
async function relatedTitles(blog: CmsBlogSummary): Promise<string[]> {
  const tagSlugs = blog.tags.map((tag) => tag.slug);
  const { blogs } = await cmsGraphql<{ blogs: { title: string; tags: { slug: string }[] }[] }>(
    `query ($slug: String!, $tagSlugs: [String]!) {
      blogs(filters: { tags: { slug: { in: $tagSlugs } }, slug: { ne: $slug } },
            sort: ["publishedAt:desc"], pagination: { limit: 100 }) { title tags { slug } }
    }`,
    { slug: blog.slug, tagSlugs },
  );
  const shared = (tags: { slug: string }[]) =>
    tags.filter((tag) => tagSlugs.includes(tag.slug)).length;
  // Array.prototype.sort is stable: among equal overlaps the CMS's newest-first order stays.
  return blogs
    .sort((a, b) => shared(b.tags) - shared(a.tags))
    .slice(0, 3)
    .map((related) => related.title);
}

test.describe('Blog detail', () => {
  test('shows the article with its byline, date, reading time, share buttons and tags', async ({
    page,
  }) => {
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    const settings = await siteSettings();
    const response = await page.goto(`/${blog.slug}`);
    expect(response?.status()).toBe(200);

    const article = page.getByRole('article', { name: blog.title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    // A signed piece names its writer and links to their page; a house piece the publisher's.
    const byline = blog.author
      ? { name: blog.author.name, href: `/author/${blog.author.slug}` }
      : { name: settings.authorLabel, href: '/user-profile' };
    await expect(article.getByRole('link', { name: byline.name }).first()).toHaveAttribute(
      'href',
      byline.href,
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

  test('"Copy link" copies the article’s address, and a phone’s share sheet is offered', async ({
    page,
    context,
    baseURL,
  }) => {
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseURL!).origin,
    });
    // This browser has no share sheet: none is offered, as on most desktops.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
    });
    await openPage(page, `/${blog.slug}`);
    const article = page.getByRole('article', { name: blog.title });
    await expect(article.getByRole('button', { name: 'Share…' })).toHaveCount(0);
    await article.getByRole('button', { name: 'Copy link' }).click();
    await expect(article.getByRole('status').filter({ hasText: 'Link copied' })).toHaveText(
      'Link copied',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/${blog.slug}`);

    // A phone's browser: its share sheet gets the article's title and address.
    const phone = await context.browser()!.newContext({ baseURL });
    try {
      await phone.addCookies([{ name: 'cookieAccepted', value: 'true', url: baseURL! }]);
      await phone.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.defineProperty(window, 'sharedWith', { value: shared });
        Object.defineProperty(Navigator.prototype, 'share', {
          value: async (data: ShareData) => void shared.push(data),
        });
      });
      const page = await phone.newPage();
      await openPage(page, `/${blog.slug}`);
      await page.getByRole('button', { name: 'Share…' }).click();
      const shared = await page.evaluate(
        () => (window as unknown as { sharedWith: ShareData[] }).sharedWith,
      );
      expect(shared).toHaveLength(1);
      expect(shared[0]?.title).toBe(blog.title);
      expect(new URL(shared[0]!.url!).pathname).toBe(`/${blog.slug}`);
    } finally {
      await phone.close();
    }
  });

  test('lists at most 3 related posts that share a tag', async ({ page }) => {
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    const expected = await relatedTitles(blog);
    expect(expected.length, 'the sample content gives the newest article related posts').toBe(3);
    await page.goto(`/${blog.slug}`);
    // The page's content is streamed in a Suspense boundary that React reveals on a later frame,
    // which may come after the load event: read it with an assertion that waits, never once.
    const related = page.getByRole('region', { name: 'Related posts' });
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(expected);
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
