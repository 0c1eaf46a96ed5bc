import { expect, test } from '@playwright/test';
import { authors, cmsGraphql, countBlogs } from './support/cms';
import { adminApi } from './support/cms-admin';

// Author pages: a piece an editor signs with an author's name carries it in its byline, and
// /author/{slug} lists it under the author's profile, with the Person search engines read.

interface CmsAuthor {
  documentId: string;
  name: string;
  slug: string;
  jobTitle: string | null;
}

async function firstAuthor(): Promise<CmsAuthor> {
  const { authors } = await cmsGraphql<{ authors: CmsAuthor[] }>(
    '{ authors(sort: ["name"], pagination: { limit: 1 }) { documentId name slug jobTitle } }',
  );
  const author = authors[0];
  if (!author) throw new Error('The seed makes at least one author.');
  return author;
}

test.describe('author pages', () => {
  test('an unknown author is a not-found page', async ({ page }) => {
    const response = await page.goto('/author/nobody-writes-here');
    expect(response?.status()).toBe(404);
  });

  test('an author who has not signed an article yet has a page that says so', async ({ page }) => {
    // Every seeded writer has signed pieces: a new one, made as an editor would, has none.
    const editor = await adminApi('CMS_SEED_EDITOR');
    const name = `Nell Quayle ${Date.now()}`;
    const base = '/content-manager/collection-types/api::author.author';
    const created = await editor<{ data: { documentId: string; slug: string } }>('POST', base, {
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
    });
    try {
      await page.goto(`/author/${created.data.slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText(`No articles by ${name} yet.`)).toBeVisible();
    } finally {
      await editor('DELETE', `${base}/${created.data.documentId}`);
    }
  });

  test('each seeded writer has a drawn portrait and lists the pieces they signed', async ({
    page,
  }) => {
    for (const author of await authors()) {
      const signed = await countBlogs({ author: { slug: { eq: author.slug } } });
      expect(signed, author.slug).toBeGreaterThanOrEqual(3);
      await page.goto(`/author/${author.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
      const portrait = page.locator('img.author-profile__picture');
      await expect(portrait).toHaveAttribute('alt', new RegExp(`portrait.*${author.name}`));
      // Upright, as portraits are (the seed's earlier pictures were wide landscapes).
      const [width, height] = await portrait.evaluate((img: HTMLImageElement) => [
        img.naturalWidth,
        img.naturalHeight,
      ]);
      expect(height, author.slug).toBeGreaterThanOrEqual(width ?? 0);
      await expect(page.getByRole('article')).toHaveCount(Math.min(signed, 12));
      await expect(page.getByText(`No articles by ${author.name} yet.`)).toHaveCount(0);
    }
  });

  test('a signed article shows its author, who lists it on their page', async ({ page }) => {
    const author = await firstAuthor();
    const editor = await adminApi('CMS_SEED_EDITOR');
    const files = await editor<{ results: { id: number }[] }>(
      'GET',
      '/upload/files?pageSize=1&filters[mime][$contains]=image',
    );
    const title = `A signed dispatch ${Date.now()}`;
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    const base = '/content-manager/collection-types/api::blog.blog';
    const created = await editor<{ data: { documentId: string } }>('POST', base, {
      title,
      slug,
      description: 'A piece signed by one of the site’s writers.',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Signed words.' }] }],
      featureImage: files.results[0]?.id,
      author: { connect: [{ documentId: author.documentId }] },
    });
    const documentId = created.data.documentId;
    try {
      await editor('POST', `${base}/${documentId}/actions/publish`, {});

      // The author page lists the piece under the profile, the byline naming the author.
      await expect(async () => {
        await page.goto(`/author/${author.slug}`);
        await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
      }).toPass({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
      if (author.jobTitle) await expect(page.getByText(author.jobTitle)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${author.name} \\| `));
      const person = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
            .find((data) => data['@type'] === 'ProfilePage'),
        );
      expect(person?.mainEntity).toMatchObject({
        '@type': 'Person',
        name: author.name,
        url: expect.stringMatching(new RegExp(`/author/${author.slug}$`)),
      });

      // The article's own byline links back to the author, and its JSON-LD names a Person.
      await page.getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const byline = page.locator('.blog-article__meta').getByRole('link', { name: author.name });
      await expect(byline).toHaveAttribute('href', `/author/${author.slug}`);
      const article = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
            .find((data) => data['@type'] === 'NewsArticle'),
        );
      expect(article?.author).toMatchObject({ '@type': 'Person', name: author.name });
    } finally {
      await editor('DELETE', `${base}/${documentId}`);
    }
  });
});
