import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { authors, magazines, newestBlogs, stories } from './support/cms';

test.describe('Accessibility', () => {
  const screens: [string, () => Promise<string>][] = [
    ['Home', async () => '/'],
    ['Blog detail', async () => `/${(await newestBlogs(1))[0]?.slug}`],
    ['Category', async () => `/category/${(await newestBlogs(1))[0]?.category?.slug}`],
    ['Search', async () => '/search?discover=wing'],
    ['Publications', async () => '/publications'],
    ['Magazine', async () => `/publications/${(await magazines())[0]?.slug}`],
    ['Stories', async () => '/stories'],
    ['Story viewer', async () => `/story/${(await stories())[0]?.slug}`],
    ['About', async () => '/about-us'],
    ['Publisher', async () => '/user-profile'],
    ['Author', async () => `/author/${(await authors())[0]?.slug}`],
    ['Daily challenge', async () => '/daily'],
    ['Not found', async () => '/no-such-page'],
  ];
  for (const [name, path] of screens) {
    test(`${name} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(await path());
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(page.getByRole('main')).toHaveCount(1);
  });
});
