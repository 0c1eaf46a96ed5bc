import { expect, test } from '@playwright/test';
import { newestBlogs } from './support/cms';

test.describe('Home', () => {
  test('is server-rendered with the newest blog posts from the CMS', async ({ page, request }) => {
    const newest = await newestBlogs(6);
    expect(newest.length).toBeGreaterThan(0);

    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const blog of newest) expect(html).toContain(escapeHtml(blog.title));

    await page.goto('/');
    await expect(page).toHaveTitle('Space & Aviation Insights | Apogee');
    const recent = page.getByRole('region', { name: 'Recent posts' });
    const titles = recent.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(newest.map((blog) => blog.title));
  });
});

function escapeHtml(text: string) {
  // As React writes text into HTML.
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
