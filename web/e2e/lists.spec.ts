import { expect, openPage, test } from './support/test';
import { categories, countBlogs, magazines, newestBlogs, tagsWithCounts } from './support/cms';

test.describe('Category page', () => {
  test('is titled with the category name and grows by 12 with Load More', async ({ page }) => {
    const all = (await categories()).sort((a, b) => b.total - a.total);
    const category = all[0];
    if (!category) throw new Error('The CMS has no categories.');
    await openPage(page, `/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    const cards = page.locator('.blog-grid').first().getByRole('article');
    await expect(cards).toHaveCount(Math.min(category.total, 12));
    const loadMore = page.getByRole('button', { name: 'Load More' });
    if (category.total > 12) {
      await loadMore.click();
      await expect(cards).toHaveCount(Math.min(category.total, 24));
    } else {
      await expect(loadMore).toHaveCount(0);
    }
  });

  test('shows the 404 page for an unknown category', async ({ page }) => {
    const response = await openPage(page, '/category/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  });
});

test.describe('Search', () => {
  test('finds posts case-insensitively and grows by 12 with Load More', async ({ page }) => {
    // Many articles are about space, so the list is longer than one step. (The index skips
    // words such as "the": e2e/search.spec.ts has the rest of search.)
    await openPage(page, '/search?discover=SPACE');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(12);
  });

  test('matches the category name', async ({ page }) => {
    const category = (await categories()).find((candidate) => candidate.total > 0);
    if (!category) throw new Error('The CMS has no category with posts.');
    await openPage(page, `/search?discover=${encodeURIComponent(category.name.toLowerCase())}`);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('says "No blogs found!" when nothing matches', async ({ page }) => {
    await openPage(page, '/search?discover=zzqxj-nothing-like-this');
    await expect(page.getByText('No blogs found!')).toBeVisible();
  });
});

test.describe('Blogs by tag', () => {
  test('shows 12 per page with Previous and Next, and links each byline to its page', async ({
    page,
  }) => {
    const tags = (await tagsWithCounts()).sort((a, b) => b.total - a.total);
    const tag = tags[0];
    if (!tag) throw new Error('The CMS has no tags.');
    await openPage(page, `/tag/${tag.slug}`);
    // The tag's name as the CMS spells it, not its slug.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Blogs tagged with: ${tag.name}`,
    );
    expect(await page.title()).toContain(`Blogs tagged with: ${tag.name} | `);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(tag.total, 12));
    // The newest piece's byline: its writer's page, or the publisher's for a house piece.
    const [newest] = await newestBlogs(1, { tags: { slug: { eq: tag.slug } } });
    await expect(cards.first().locator('.blog-card__author')).toHaveAttribute(
      'href',
      newest?.author ? `/author/${newest.author.slug}` : '/user-profile',
    );
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    if (tag.total > 12) {
      await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await pagination.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(cards).toHaveCount(Math.min(tag.total - 12, 12));
      await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    } else {
      await expect(pagination).toHaveCount(0);
    }
  });

  test('says "No blogs found for this tag." for a tag without posts', async ({ page }) => {
    await openPage(page, '/tag/no-such-tag');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Blogs tagged with: no-such-tag',
    );
    await expect(page.getByText('No blogs found for this tag.')).toBeVisible();
  });

  test('counts the same posts as the CMS', async ({ page }) => {
    const tag = (await tagsWithCounts()).find(
      (candidate) => candidate.total > 0 && candidate.total <= 12,
    );
    test.skip(!tag, 'every tag has more than 12 posts');
    await openPage(page, `/tag/${tag!.slug}`);
    await expect(page.getByRole('article')).toHaveCount(
      await countBlogs({ tags: { slug: { eq: tag!.slug } } }),
    );
  });
});

test.describe('Publications', () => {
  test('shows 6 covers and grows by 6 with Load More', async ({ page }) => {
    const all = await magazines();
    await openPage(page, '/publications');
    await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
    const covers = page.locator('.magazine-grid > li');
    await expect(covers).toHaveCount(Math.min(all.length, 6));
    await expect(covers.first()).toContainText(all[0]!.title);
    if (all.length > 6) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(covers).toHaveCount(Math.min(all.length, 12));
    }
  });

  for (const [width, columns] of [
    [1280, 6],
    [800, 3],
    [390, 2],
  ] as const) {
    test(`a page of 6 covers fills ${6 / columns} full rows at ${width} px`, async ({ page }) => {
      if ((await magazines()).length < 6) throw new Error('The CMS has fewer than 6 magazines.');
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/publications');
      const covers = page.locator('.magazine-grid > li');
      await expect(covers).toHaveCount(6);
      const tops = await covers.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      const rows = [...new Set(tops)].map((top) => tops.filter((each) => each === top).length);
      expect(rows).toEqual(Array<number>(6 / columns).fill(columns));
    });
  }

  test('shows the 404 page for an unknown magazine', async ({ page }) => {
    const response = await openPage(page, '/publications/no-such-issue');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  });
});
