import { authors, magazines, newestBlogs, stories, tagsWithCounts } from './support/cms';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// Every public page fits the screen it is read on: nothing makes the page scroll sideways, from
// the smallest phone (320 px) to a laptop (1280 px). A row of chips or a long word that does
// not wrap widens the whole page on a phone (docs/product/site-shell.md, "Every page fits").

const WIDTHS = [320, 390, 768, 1280] as const;

/** The page's width and, when it is wider than the screen, what sticks out past its right edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const screenWidth = window.innerWidth;
    const sticking = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > screenWidth + 0.5)
      .filter((element) => element.getClientRects().length > 0)
      .slice(0, 5)
      .map((element) => {
        const classes = [...element.classList].map((name) => `.${name}`).join('');
        return `${element.tagName.toLowerCase()}${classes} (${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return {
      width: document.documentElement.scrollWidth,
      sticking: document.documentElement.scrollWidth > screenWidth ? sticking : [],
    };
  });
}

/**
 * Opens `path` at each width, scrolled to its end so that the parts loaded when they near the
 * screen (the footer, the newsletter form) are there too, and notes each width it overflows.
 */
async function overflowsOf(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    // Hydrated: the router has taken its data from the page and removed its own global.
    await expect.poll(() => page.evaluate(() => !('$_TSR' in window))).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    try {
      await expect.poll(async () => (await overflow(page)).width, { timeout: 3_000 }).toBe(width);
    } catch {
      const measured = await overflow(page);
      found.push(
        `${path} at ${width} px is ${measured.width} px wide: ${measured.sticking.join(', ')}`,
      );
    }
  }
  return found;
}

test.describe('Every public page fits the screen', () => {
  let routes: { name: string; path: string }[] = [];

  test.beforeAll(async () => {
    const [[article], tags, [author], [magazine], [story]] = await Promise.all([
      newestBlogs(1, { category: { slug: { notNull: true } } }),
      tagsWithCounts(),
      authors(),
      magazines(),
      stories(),
    ]);
    const tag = tags.find((candidate) => candidate.total > 0);
    if (!article?.category || !tag || !author || !magazine || !story)
      throw new Error('The sample content has an article, a tag, an author, an issue and a story');
    routes = [
      { name: 'home', path: '/' },
      { name: 'an article', path: `/${article.slug}` },
      { name: 'a category', path: `/category/${article.category.slug}` },
      { name: 'a tag', path: `/tag/${tag.slug}` },
      { name: 'an author', path: `/author/${author.slug}` },
      { name: 'a search with facets', path: '/search?discover=moon' },
      { name: 'a search of common words', path: '/search?discover=the' },
      { name: 'the publications', path: '/publications' },
      { name: 'a magazine issue', path: `/publications/${magazine.slug}` },
      { name: 'the stories', path: '/stories' },
      { name: 'a story', path: `/story/${story.slug}` },
      { name: 'the quiz', path: '/quizzes' },
      { name: 'the daily challenge', path: '/daily' },
      { name: 'about', path: '/about-us' },
      { name: 'contact', path: '/contact-us' },
      { name: 'the privacy policy', path: '/privacy-policy' },
      { name: 'the publisher', path: '/user-profile' },
      { name: 'login', path: '/login' },
      { name: 'not found', path: '/no-such-page-here' },
    ];
  });

  test('at 320, 390, 768 and 1280 px, no page scrolls sideways', async ({ page }) => {
    // Nineteen pages at four widths in one test, so that every overflow is reported at once.
    test.setTimeout(400_000);
    const overflows: string[] = [];
    for (const route of routes) overflows.push(...(await overflowsOf(page, route.path)));
    expect(overflows).toEqual([]);
  });
});
