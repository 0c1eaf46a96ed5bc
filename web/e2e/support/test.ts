import { test as base } from '@playwright/test';

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
