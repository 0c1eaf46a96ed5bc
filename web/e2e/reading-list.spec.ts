import type { Page } from '@playwright/test';
import { logInByApi, newReader, signUpByApi } from './support/accounts';
import { newestBlogs } from './support/cms';
import { expect, test } from './support/test';

const main = (page: Page) => page.getByRole('main');

/** How much of the article's text has been on screen (the same measure the site records). */
const readProgress = (page: Page) =>
  page.evaluate(() => {
    const body = document.querySelector('.blog-article__body')!.getBoundingClientRect();
    return Math.min(1, Math.max(0, (window.innerHeight - body.top) / body.height));
  });

test.describe('Reading list and continue reading', () => {
  // Signing up hashes a password (argon2id): give a busy machine room.
  test.describe.configure({ timeout: 90_000 });

  test('save from a card and from an article, list both, remove one', async ({ page }) => {
    const reader = newReader('saves');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await signUpByApi(page.request, reader);
    await logInByApi(page.request, reader);
    const blogs = await newestBlogs(10);
    const onCard = blogs.find((blog) => blog.category);
    if (!onCard?.category) throw new Error('The CMS has no article with a category.');
    const onPage = blogs.find((blog) => blog.slug !== onCard.slug)!;

    // Every save announces itself to the rest of the page (the offline copy listens).
    await page.goto(`/category/${onCard.category.slug}`);
    await page.evaluate(() => {
      (window as unknown as { savedChanges: number }).savedChanges = 0;
      window.addEventListener('apogee:saved-changed', () => {
        (window as unknown as { savedChanges: number }).savedChanges += 1;
      });
    });
    await main(page)
      .getByRole('button', { name: `Save: ${onCard.title}` })
      .click();
    await expect(
      main(page).getByRole('button', { name: `Saved: ${onCard.title}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { savedChanges: number }).savedChanges))
      .toBe(1);

    await page.goto(`/${onPage.slug}`);
    const header = page.locator('.blog-article__header');
    await header.getByRole('button', { name: `Save: ${onPage.title}` }).click();
    await expect(header.getByRole('button', { name: `Saved: ${onPage.title}` })).toBeVisible();

    // The article's HTML is the same for this reader as for anyone: no button in it.
    const html = await (await page.request.get(`/${onPage.slug}`)).text();
    expect(html).not.toContain('save-button');

    // The account menu leads to the list: newest first.
    await page.getByRole('banner').getByRole('button', { name: reader.name }).click();
    await page.getByRole('menuitem', { name: 'Reading List' }).click();
    await expect(page).toHaveURL(/\/reading-list$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Reading list');
    const list = main(page).getByRole('list', { name: 'Saved articles' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([onPage.title, onCard.title]);

    await list.getByRole('button', { name: `Remove: ${onCard.title}` }).click();
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([onPage.title]);
    await page.reload();
    await expect(
      main(page).getByRole('list', { name: 'Saved articles' }).getByRole('heading', { level: 2 }),
    ).toHaveText([onPage.title]);
  });

  test('the home page offers a half-read article and takes the reader back to it', async ({
    page,
  }) => {
    const reader = newReader('continue');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await page.setViewportSize({ width: 800, height: 500 });
    await signUpByApi(page.request, reader);
    await logInByApi(page.request, reader);
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');

    await page.goto(`/${blog.slug}`);
    // The reader's own parts have come once the Save button shows.
    await expect(
      page.locator('.blog-article__header').getByRole('button', { name: `Save: ${blog.title}` }),
    ).toBeVisible();
    const recorded: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/reading-positions/'))
        recorded.push((JSON.parse(request.postData() ?? '{}') as { progress: number }).progress);
    });
    // Half way down the text, as a reader scrolling would be.
    await expect(async () => {
      await page.evaluate(() => {
        const body = document.querySelector('.blog-article__body')!.getBoundingClientRect();
        const top = window.scrollY + body.top + body.height / 2 - window.innerHeight;
        window.scrollTo({ top: top + Math.random() * 4, behavior: 'instant' });
      });
      expect(recorded.length).toBeGreaterThan(0);
    }).toPass({ timeout: 15_000 });
    const progress = recorded.at(-1)!;
    expect(progress).toBeGreaterThan(0.4);
    expect(progress).toBeLessThan(0.6);
    const percent = Math.round(progress * 100);

    await page.goto('/');
    const card = main(page).getByRole('region', { name: 'Continue reading' });
    await expect(card).toContainText(`${blog.title} — ${percent}% read`);
    await card.getByRole('link', { name: blog.title }).click();
    await expect(page).toHaveURL(new RegExp(`/${blog.slug}#continue-${percent}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await expect.poll(() => readProgress(page)).toBeGreaterThan(progress - 0.05);
    expect(await readProgress(page)).toBeLessThan(progress + 0.05);

    // Read to the end: no longer offered.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    await expect.poll(() => recorded.at(-1), { timeout: 10_000 }).toBe(1);
    const asked = page.waitForResponse((response) =>
      response.url().endsWith('/api/reading-positions/continue'),
    );
    await page.goto('/');
    expect((await (await asked).json()).article).toBeNull();
    await expect(main(page).getByRole('region', { name: 'Continue reading' })).toHaveCount(0);
  });
});
