import { expect, test } from './support/test';
import { newestBlogs } from './support/cms';

/** First-load JavaScript budget of an article page, compressed as sent (DESIGN.md). */
const BUDGET_BYTES = 125 * 1024;

test('an article page sends at most 125 KB of compressed JavaScript on first load', async ({
  page,
}) => {
  const [blog] = await newestBlogs(1);
  await page.goto(`/${blog?.slug}`, { waitUntil: 'networkidle' });
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
  );
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    total,
    scripts.map((script) => `${script.url} ${script.bytes}`).join('\n'),
  ).toBeLessThanOrEqual(BUDGET_BYTES);
});
