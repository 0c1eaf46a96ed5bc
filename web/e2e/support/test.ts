import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Reading-experience specs start as a reader who already answered the cookie banner, so
 * the banner does not cover the buttons they press (the banner has its own specs).
 */
export const test = base.extend({
  context: async ({ context, baseURL }, provide) => {
    await context.addCookies([
      { name: 'cookieAccepted', value: 'true', url: baseURL ?? 'http://127.0.0.1:3100' },
    ]);
    await provide(context);
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
