import type { Page } from '@playwright/test';
import { expect, openPage, test } from './support/test';

// The daily challenge reached from the home page with the keyboard alone (Tab and Enter, no
// click): every stop on the way shows where the focus is, and the challenge can be played.

/**
 * What has the focus: its text or label, where it leads, whether its focus ring shows, and
 * whether it can be seen (on the screen, and not under the sticky header or anything else).
 */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      href: element.getAttribute('href'),
      isOption: element.matches('.quiz-card__options button'),
      ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      seen: top !== null && (element.contains(top) || top.contains(element)),
    };
  });

type Stop = NonNullable<Awaited<ReturnType<typeof focused>>>;

/**
 * Presses Tab until `wanted` has the focus (at most `limit` times). Each stop must show its
 * focus ring and come into sight (the page scrolls smoothly, so it is given a moment).
 */
async function tabTo(page: Page, wanted: (stop: Stop) => boolean, limit = 60): Promise<Stop> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) continue;
    expect(stop.ring, `the focus ring of "${stop.name}" (${stop.href ?? 'no link'})`).toBe(true);
    await expect
      .poll(() => focused(page).then((now) => now?.seen), {
        message: `"${stop.name}" (${stop.href ?? 'no link'}) in sight when focused`,
        timeout: 3000,
      })
      .toBe(true);
    if (wanted(stop)) return stop;
  }
  throw new Error(`Not reached in ${limit} presses of Tab.`);
}

/** From the home page's daily card to an answered question, Tab and Enter only. */
async function playFromTheHomeCard(page: Page) {
  await openPage(page, '/');
  const card = page.getByRole('region', { name: 'Daily Challenge' });
  await expect(card).toBeVisible();

  // Down the page to the card's own link (past the header's Daily link on the way).
  const link = await tabTo(page, (stop) => stop.name === 'Play today’s challenge');
  expect(link.href).toBe('/daily');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/daily$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Challenge' })).toBeVisible();
  const question = page.locator('.quiz-card[data-question-id]');
  await expect(question).toBeVisible();

  // On to the first option of the question, and answered with Enter.
  await tabTo(page, (stop) => stop.isOption);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Explanation of the Answer' })).toBeVisible();
  await expect(page.locator('.quiz-card__counter')).toHaveText('Answered: 1');
}

test.describe('The daily challenge by keyboard on a phone', () => {
  // The header's links are in the menu there: the card is the way in.
  test.use({ viewport: { width: 360, height: 740 } });
  test('from the home page’s daily card, with Tab and Enter only, a question is answered', async ({
    page,
  }) => {
    await playFromTheHomeCard(page);
  });
});

test.describe('The daily challenge by keyboard', () => {
  test('from the home page’s daily card, with Tab and Enter only, a question is answered', async ({
    page,
  }) => {
    await playFromTheHomeCard(page);
  });

  test('the header’s Daily link is reached with Tab and opens the challenge with Enter', async ({
    page,
  }) => {
    await openPage(page, '/');
    const link = await tabTo(page, (stop) => stop.href === '/daily', 20);
    expect(link.name).toBe('Daily');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/daily$/);
    await expect(page.locator('.quiz-card[data-question-id]')).toBeVisible();
  });
});
