import { expect, openPage, test } from './support/test';
import { countBlogs, escapeHtml, homePicks, newestBlogs } from './support/cms';

test.describe('Home', () => {
  test('is server-rendered with the newest 6 blog posts from the CMS', async ({
    page,
    request,
  }) => {
    const newest = await newestBlogs(6);
    expect(newest.length).toBeGreaterThan(0);

    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const blog of newest) expect(html).toContain(escapeHtml(blog.title));

    await page.goto('/');
    await expect(page).toHaveTitle('Space & Aviation Insights | Apogee');
    const recent = page.getByRole('region', { name: 'Recent posts' });
    await expect(recent.getByText("Don't miss the latest trends")).toBeVisible();
    await expect(recent.locator('.blog-grid').getByRole('heading', { level: 3 })).toHaveText(
      newest.map((blog) => blog.title),
    );
  });

  test("opens with the editors' hero article and their picks", async ({ page }) => {
    const picks = await homePicks();
    await page.goto('/');
    if (picks.hero) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(picks.hero.title);
    }
    const section = page.getByRole('region', { name: "Editor's Picks" });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      picks.editorsPicks.slice(0, 4).map((pick) => pick.title),
    );
  });

  test('shows more recent posts, 12 at a time, with Load More', async ({ page }) => {
    const total = await countBlogs();
    await openPage(page, '/');
    const recent = page.getByRole('region', { name: 'Recent posts' });
    const cards = recent.locator('.blog-grid').getByRole('article');
    await expect(cards).toHaveCount(Math.min(total, 6));
    const loadMore = recent.getByRole('button', { name: 'Load More' });
    if (total <= 6) {
      await expect(loadMore).toHaveCount(0);
      return;
    }
    await loadMore.click();
    await expect(cards).toHaveCount(Math.min(total, 18));
    if (total <= 18) return;
    // The second press goes through the query that the first one brought (PagedList).
    await loadMore.click();
    await expect(cards).toHaveCount(Math.min(total, 30));
  });

  test('lists categories without "other" and 5 popular posts in the sidebar', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const categories = sidebar.getByRole('region', { name: 'Categories' }).getByRole('link');
    await expect(categories.first()).toBeVisible();
    await expect(categories.filter({ hasText: /^other$/i })).toHaveCount(0);
    await expect(
      sidebar.getByRole('region', { name: 'Popular Posts' }).getByRole('link'),
    ).toHaveCount(5);
  });

  test('ends with "Connect With Us" and a Contact Us button to /contact-us', async ({ page }) => {
    await page.goto('/');
    const connect = page.getByRole('region', { name: 'Connect With Us' });
    await connect.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});
