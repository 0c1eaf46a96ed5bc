import { SITEMAP_FILE_URLS } from '@apogee/contracts/search';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { categories, cmsGraphql, countBlogs, newestBlogs } from './support/cms';

const entities: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&amp;': '&',
};

/** The text of every `<tag>` in an XML document the site wrote (one element per line). */
function texts(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) =>
    (match[1] ?? '').replace(/&(lt|gt|quot|apos|amp);/g, (entity) => entities[entity] ?? entity),
  );
}

/** The path of an absolute address the site wrote on its public URL (whatever PUBLIC_URL is). */
function pathOf(loc: string): string {
  expect(loc, 'an absolute address').toMatch(/^https?:\/\//);
  return new URL(loc).pathname;
}

async function xmlFile(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('application/xml; charset=utf-8');
  expect(response.headers()['cache-control'], path).toBe('public, max-age=300');
  return response.text();
}

async function oldestBlogSlug(): Promise<string> {
  const data = await cmsGraphql<{ blogs: { slug: string }[] }>(
    `{ blogs(sort: ["publishedAt:asc"], pagination: { limit: 1 }) { slug } }`,
  );
  const slug = data.blogs[0]?.slug;
  if (!slug) throw new Error('The CMS has no blog posts.');
  return slug;
}

test.describe('Sitemap', () => {
  test('the index lists files that hold the static pages, the categories and every article', async ({
    request,
  }) => {
    const [newest] = await newestBlogs(1);
    if (!newest) throw new Error('The CMS has no blog posts.');
    const oldest = await oldestBlogSlug();
    const published = await countBlogs();
    const listed = (await categories()).filter(
      (category) => category.name.toLowerCase() !== 'other',
    );

    // The quiz-service's search index follows the CMS; give it a moment after the stack starts.
    await expect(async () => {
      const index = await xmlFile(request, '/sitemap.xml');
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = texts(index, 'loc').map(pathOf);
      expect(files[0]).toBe('/sitemaps/pages.xml');
      expect(files.slice(1)).toEqual(
        files.slice(1).map((_, number) => `/sitemaps/articles-${number + 1}.xml`),
      );
      expect(files.length).toBeGreaterThan(1);

      const pages = texts(await xmlFile(request, '/sitemaps/pages.xml'), 'loc').map(pathOf);
      for (const path of ['/', '/publications', '/stories', '/about-us', '/contact-us'])
        expect(pages).toContain(path);
      for (const category of listed) expect(pages).toContain(`/category/${category.slug}`);

      const articles: string[] = [];
      for (const file of files.slice(1)) {
        const xml = await xmlFile(request, file);
        expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        const locs = texts(xml, 'loc');
        expect(locs.length).toBeLessThanOrEqual(SITEMAP_FILE_URLS);
        articles.push(...locs.map(pathOf));
      }
      expect(articles).toContain(`/${newest.slug}`);
      expect(articles).toContain(`/${oldest}`);
      // Every published article, once.
      expect(new Set(articles).size).toBe(articles.length);
      expect(articles.length).toBe(published);

      // Past the last file, and names the index never writes.
      const after = `/sitemaps/articles-${files.length}.xml`;
      expect((await request.get(after)).status(), after).toBe(404);
      expect((await request.get('/sitemaps/articles-01.xml')).status()).toBe(404);
      expect((await request.get('/sitemaps/everything.xml')).status()).toBe(404);
    }).toPass({ timeout: 20_000 });
  });

  test('robots.txt points crawlers at the sitemap index', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const line = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(line && pathOf(line)).toBe('/sitemap.xml');
  });
});

test.describe('RSS feeds', () => {
  test("the site's feed lists its newest articles, newest first", async ({ request }) => {
    // The feed's length (FEED_ITEMS): the seeded archive holds more.
    const newest = await newestBlogs(30);
    const feed = await request.get('/rss.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await feed.text();
    const links = texts(xml, 'link').slice(1).map(pathOf);
    expect(links).toEqual(newest.map((blog) => `/${blog.slug}`));
    expect(xml.match(/<item>/g)).toHaveLength(newest.length);
  });

  test("a category's feed lists that category's articles only; an unknown one is 404", async ({
    request,
  }) => {
    const category = (await categories()).find((candidate) => candidate.total > 0);
    if (!category) throw new Error('No category has articles.');
    const feed = await request.get(`/category/${category.slug}/rss.xml`);
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    expect(texts(xml, 'title')[0]).toContain(category.name);
    const items = xml.match(/<item>/g)?.length ?? 0;
    expect(items).toBe(Math.min(category.total, 30));
    expect(texts(xml, 'category')).toEqual(Array<string>(items).fill(category.name));

    expect((await request.get('/category/no-such-category/rss.xml')).status()).toBe(404);
  });
});
