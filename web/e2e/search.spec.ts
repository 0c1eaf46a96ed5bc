import type { Page } from '@playwright/test';
import type { SearchPage } from '@apogee/contracts/search';
import { seriousViolations } from './support/axe';
import { expect, openPage, test } from './support/test';

// Search (docs/product/search.md, the header's search toggle) against the quiz-service's index of
// the seeded articles: marked words, facets and the order kept in the address, a corrected
// spelling, and the header's instant results.

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';

/** What the index answers for a search, through the web's /api proxy as the browser asks. */
async function searchApi(query: Record<string, string>): Promise<SearchPage> {
  const response = await fetch(`${baseURL}/api/search?${new URLSearchParams(query)}`);
  if (!response.ok) throw new Error(`GET /api/search answered ${response.status}.`);
  return (await response.json()) as SearchPage;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const results = (page: Page) => page.locator('.blog-grid').getByRole('article');
const count = (page: Page) => page.locator('.search-summary__count');
const facets = (page: Page) => page.getByRole('complementary', { name: 'Refine results' });

test.describe('Search', () => {
  test('a word of a title finds its article with the word marked', async ({ page }) => {
    await openPage(page, '/search?discover=artemis');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(count(page)).toHaveText(/^\d+ results? for “artemis”\.$/);
    const titles = results(page).getByRole('heading', { level: 2 });
    await expect(titles.first()).toBeVisible();
    await expect(titles.filter({ hasText: 'Artemis: The Long Road Back to the Moon' })).toHaveCount(
      1,
    );
    const marks = titles.locator('mark');
    await expect(marks.first()).toHaveText(/^artemis$/i);
    // The passage under the title marks the words too.
    await expect(
      results(page).first().locator('.blog-card__description mark').first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a facet narrows the results, in the address, and its link clears it', async ({ page }) => {
    const all = await searchApi({ q: 'space' });
    const facet = all.facets.category.find((value) => value.count < all.total);
    if (!facet) throw new Error('"space" should match articles of more than one category.');
    await openPage(page, '/search?discover=space');
    await expect(count(page)).toHaveText(`${all.total} results for “space”.`);

    await facets(page)
      .getByRole('link', {
        name: new RegExp(`^${escapeRegExp(facet.label)} ${facet.count} articles?$`),
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${facet.value}(&|$)`));
    await expect(count(page)).toHaveText(
      `${facet.count} ${facet.count === 1 ? 'result' : 'results'} for “space”.`,
    );
    await expect(results(page)).toHaveCount(Math.min(facet.count, 12));
    for (const category of await results(page).locator('.blog-card__category').allTextContents())
      expect(category).toBe(facet.label);

    const selected = facets(page).getByRole('link', {
      name: new RegExp(`^Remove filter: ${escapeRegExp(facet.label)}`),
    });
    await expect(selected).toHaveAttribute('aria-current', 'true');
    await expect(facets(page).getByRole('link', { name: 'Clear filters' })).not.toHaveAttribute(
      'aria-current',
    );
    await selected.click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(count(page)).toHaveText(`${all.total} results for “space”.`);
  });

  test('the results can be sorted newest first, in the address', async ({ page }) => {
    await openPage(page, '/search?discover=space');
    await expect(page.getByRole('link', { name: 'Relevance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Newest' })).not.toHaveAttribute('aria-current');
    await page.getByRole('link', { name: 'Newest' }).click();
    await expect(page).toHaveURL(/[?&]sort=newest(&|$)/);
    await expect(page.getByRole('link', { name: 'Newest' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Relevance' })).not.toHaveAttribute('aria-current');
    const dates = await results(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('grows by 12 with Load More', async ({ page }) => {
    const { total } = await searchApi({ q: 'space' });
    expect(total, '"space" should match more than 12 articles').toBeGreaterThan(12);
    await openPage(page, '/search?discover=space');
    await expect(results(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(results(page)).toHaveCount(Math.min(total, 24));
  });

  test('a misspelt word offers the spelling the articles use, and shows its results', async ({
    page,
  }) => {
    await openPage(page, '/search?discover=artmis');
    const suggestion = page.getByRole('link', { name: 'artemis', exact: true });
    await expect(page.getByText('Did you mean')).toContainText('Did you mean artemis?');
    await expect(suggestion).toHaveAttribute('href', '/search?discover=artemis');
    await expect(count(page)).toContainText('No results for “artmis”. Showing');
    await expect(
      results(page).getByRole('heading', { name: 'Artemis: The Long Road Back to the Moon' }),
    ).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/\/search\?discover=artemis$/);
    await expect(page.getByText('Did you mean')).toHaveCount(0);
  });

  test('says "No blogs found!", once, when nothing matches', async ({ page }) => {
    await openPage(page, '/search?discover=qxzvbj');
    await expect(count(page)).toHaveText('No blogs found!');
    await expect(page.getByRole('main').getByText('No blogs found!')).toHaveCount(1);
    await expect(page.getByText(/No results for/)).toHaveCount(0);
  });

  test('whitespace in the page’s box does not search', async ({ page }) => {
    await openPage(page, '/search?discover=artemis');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search blogs' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?discover=artemis$/);
    await box.fill('concorde');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?discover=concorde$/);
    await expect(results(page).first()).toContainText('Concorde');
  });

  test('works without JavaScript: results, facets and the order are plain links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/search?discover=space');
      await expect(results(page)).toHaveCount(12);
      await page.getByRole('link', { name: 'Newest' }).click();
      await expect(page).toHaveURL(/sort=newest/);
      await expect(results(page).first()).toBeVisible();
      await page.getByRole('main').getByRole('searchbox', { name: 'Search blogs' }).fill('artemis');
      await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/discover=artemis/);
      await expect(page).toHaveURL(/sort=newest/);
      await expect(results(page).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('Instant results in the header', () => {
  test('typing lists matching titles, and the keyboard opens one', async ({ page }) => {
    await openPage(page, '/about-us');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Open search' }).click();
    const box = header.getByRole('combobox', { name: 'Search blogs' });
    await expect(box).toBeFocused();
    await box.pressSequentially('artem', { delay: 30 });
    const list = header.getByRole('listbox', { name: 'Articles' });
    const wanted = list.getByRole('option', { name: /Artemis: The Long Road Back to the Moon/ });
    await expect(wanted).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // The word the typed prefix starts is marked.
    await expect(wanted.locator('mark')).toHaveText(/^artem/i);

    const options = await list.getByRole('option').count();
    expect(options).toBeLessThanOrEqual(5);
    for (let step = 0; step < options; step++) {
      await box.press('ArrowDown');
      if ((await wanted.getAttribute('aria-selected')) === 'true') break;
    }
    await expect(wanted).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await wanted.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/artemis-programme-return-to-the-moon$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Artemis: The Long Road Back to the Moon',
    );
  });

  test('Enter without a chosen title searches; Escape closes the list, then the box', async ({
    page,
  }) => {
    await openPage(page, '/about-us');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Open search' });
    await toggle.click();
    const box = header.getByRole('combobox', { name: 'Search blogs' });
    await box.pressSequentially('artem', { delay: 30 });
    await expect(header.getByRole('listbox')).toBeVisible();
    await box.press('Escape');
    await expect(header.getByRole('listbox')).toHaveCount(0);
    await expect(box).toHaveValue('artem');
    await box.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await header.getByRole('combobox', { name: 'Search blogs' }).fill('moon landing');
    await header.getByRole('combobox', { name: 'Search blogs' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?discover=moon(\+|%20)landing$/);
  });

  test('on a phone the box and its results stay inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/about-us');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Open search' }).click();
    const box = header.getByRole('combobox', { name: 'Search blogs' });
    await box.pressSequentially('artem', { delay: 30 });
    const list = header.getByRole('listbox', { name: 'Articles' });
    await expect(list.getByRole('option').first()).toBeVisible();
    for (const part of [box, header.getByRole('button', { name: 'Search', exact: true }), list]) {
      const bounds = (await part.boundingBox())!;
      expect(bounds.x).toBeGreaterThanOrEqual(0);
      expect(bounds.x + bounds.width).toBeLessThanOrEqual(390);
      expect(bounds.y).toBeGreaterThanOrEqual(0);
      expect(bounds.y + bounds.height).toBeLessThanOrEqual(844);
    }
    // The page itself does not scroll sideways to show the box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('whitespace does not search', async ({ page }) => {
    await openPage(page, '/about-us');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Open search' }).click();
    const box = header.getByRole('combobox', { name: 'Search blogs' });
    await box.fill('   ');
    await box.press('Enter');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(header.getByRole('listbox')).toHaveCount(0);
  });
});
