import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { newestBlogs } from './support/cms';
import { expect, openPage, test } from './support/test';

/**
 * Records, in the first animation frame (which runs before the browser first paints the page),
 * the theme on <html> and the page's background colour, and the theme when the <body> is parsed.
 * The theme in use is removed from storage before the page runs, so that its return tells that
 * the page has hydrated (openAtNight).
 */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    localStorage.removeItem('theme');
    requestAnimationFrame(() => {
      scope.firstFrame = {
        theme: document.documentElement.getAttribute('data-theme'),
        colorScheme: document.documentElement.style.colorScheme,
        // Without a body yet, only the canvas could show: its colour is the color-scheme's.
        background: document.body ? getComputedStyle(document.body).backgroundColor : 'no body',
      };
    });
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      scope.themeAtBody = document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Opens a page in the night theme and waits until React has taken over: the shell stores the
 * theme in use once it runs (callers remove the stored one first, so the wait means something).
 */
async function openAtNight(page: Page, path?: string) {
  if (path) await page.goto(path);
  await page.waitForFunction(() => window.localStorage.getItem('theme') === 'night');
}

test.describe('Theme', () => {
  test('a reader switches to dark; after a reload the first paint is dark', async ({ page }) => {
    const response = await openPage(page, '/');
    // The theme is set by a script in <head>, before the body and any stylesheet can paint.
    const html = (await response?.text()) ?? '';
    expect(html.indexOf('data-theme')).toBeGreaterThan(-1);
    expect(html.indexOf('data-theme')).toBeLessThan(html.indexOf('<body'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'day');

    const theme = page.getByRole('combobox', { name: 'Theme' });
    await expect(theme).toHaveValue('system');
    await theme.focus();
    await theme.selectOption('Dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem('theme-choice'), localStorage.getItem('theme')]),
      )
      .toEqual(['night', 'night']);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0d1424');

    await recordFirstPaint(page);
    await page.reload();
    await openAtNight(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).firstFrame))
      .toEqual({
        theme: 'night',
        colorScheme: 'dark',
        // The night background (tokens.css, --color-bg), or no body painted yet.
        background: expect.stringMatching(/^(rgb\(13, 20, 36\)|no body)$/),
      });
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).themeAtBody),
    ).toBe('night');
    // The switch shows the reader's choice.
    await expect(theme).toHaveValue('night');

    await theme.selectOption('Follow the system');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'day');
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem('theme-choice'), localStorage.getItem('theme')]),
      )
      .toEqual([null, 'day']);
  });

  test('with no choice, the theme follows the system, also when it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openAtNight(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'day');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('day');
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });
    test('the switch is in the menu, and the bar keeps its width', async ({ page }) => {
      await openPage(page, '/');
      await expect(page.getByRole('combobox', { name: 'Theme' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const theme = page.getByRole('navigation', { name: 'Mobile' }).getByLabel('Theme');
      await expect(theme).toBeVisible();
      await theme.focus();
      await theme.selectOption('Dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    });
  });

  const screens: [string, () => Promise<string>][] = [
    ['Home', async () => '/'],
    ['An article', async () => `/${(await newestBlogs(1))[0]?.slug}`],
    ['Search', async () => '/search?discover=wing'],
    ['Quizzes', async () => '/quizzes'],
  ];
  for (const [name, path] of screens) {
    test(`${name} has no contrast violation by day or by night`, async ({ page }) => {
      const address = await path();
      await openPage(page, address);
      expect(await seriousViolations(page), 'by day').toEqual([]);

      await page.evaluate(() => {
        localStorage.setItem('theme-choice', 'night');
        localStorage.removeItem('theme');
      });
      await openAtNight(page, address);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
      expect(await seriousViolations(page), 'by night').toEqual([]);
    });
  }
});
