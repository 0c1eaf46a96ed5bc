import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { magazines, newestBlogs } from './support/cms';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('Accessibility', () => {
  test('screens have no serious or critical axe violations', async ({ page }) => {
    const [blog] = await newestBlogs(1);
    const [magazine] = await magazines();
    const paths = [
      '/',
      `/${blog?.slug}`,
      `/category/${blog?.category?.slug}`,
      '/search?discover=wing',
      '/publications',
      `/publications/${magazine?.slug}`,
      '/stories',
      '/about-us',
      '/user-profile',
      '/no-such-page',
    ];
    for (const path of paths) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(page.getByRole('main')).toHaveCount(1);
  });
});
