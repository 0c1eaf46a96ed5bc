import { test as base, expect, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

export interface JourneyOptions {
  /**
   * The console errors this journey causes on purpose (a service made to fail): a pattern
   * matching each of them as collected ("console: …" or "page error: …"). One pattern, not a
   * list: Playwright would read a list given to test.use as a value and its options.
   */
  expectedConsoleErrors: RegExp | null;
}

/**
 * Reading-experience specs start as a reader who already answered the cookie banner, so
 * the banner does not cover the buttons they press (the banner has its own specs).
 *
 * A journey fails on any error in the browser's console or any uncaught error of the page
 * (React's hydration errors among them: React recovers by rendering again, which a reader
 * only notices as a flash, so nothing else would catch them), unless the journey expects it.
 */
export const test = base.extend<JourneyOptions>({
  expectedConsoleErrors: [null, { option: true }],
  context: async ({ context, baseURL }, provide) => {
    await context.addCookies([
      { name: 'cookieAccepted', value: 'true', url: baseURL ?? 'http://127.0.0.1:3100' },
    ]);
    await provide(context);
  },
  page: async ({ page, expectedConsoleErrors }, provide) => {
    const errors: string[] = [];
    // Pages the journey opened that answered with an error status (a 404 page, on purpose).
    const failedPages = new Set<string>();
    page.on('response', (response) => {
      const request = response.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !response.ok())
        failedPages.add(response.url());
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      // Chromium logs the status of a page answered 404 as an error; the journeys that open
      // such a page check its status and what it shows. Any other resource failing counts.
      if (message.text().startsWith('Failed to load resource') && failedPages.has(url)) return;
      errors.push(`console: ${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    await provide(page);
    const unexpected = errors.filter((error) => !expectedConsoleErrors?.test(error));
    expect(unexpected, 'errors in the browser console').toEqual([]);
  },
});

/**
 * Opens a page of the site and waits until React has taken over the server-rendered HTML
 * (the shell stores the day theme once it runs in the browser), so clicks are not lost.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => window.localStorage.getItem('theme') === 'day');
  return response;
}
