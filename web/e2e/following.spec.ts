import { logInByApi, newReader, signUpByApi } from './support/accounts';
import { newestBlogs, tagsWithCounts } from './support/cms';
import { expect, openPage, test } from './support/test';

// A reader follows a tag from its page and finds its newest article under "Following" on the
// home page; unfollowing takes it away. A visitor is invited to log in instead.

test.describe('Following', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a reader follows a tag and sees its newest article on the home page; unfollowing removes it', async ({
    page,
  }) => {
    const tag = (await tagsWithCounts()).find((t) => t.total > 0);
    if (!tag) throw new Error('The CMS has no tag with articles.');
    const [newest] = await newestBlogs(1, { tags: { slug: { eq: tag.slug } } });
    if (!newest) throw new Error(`No article is tagged ${tag.slug}.`);

    // A visitor: the button asks them to log in, and would bring them back to the tag.
    await openPage(page, `/tag/${tag.slug}`);
    await expect(
      page.getByRole('link', { name: `Log in to follow tag ${tag.name}` }),
    ).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/tag/${tag.slug}`)}`);

    const reader = newReader('follow');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await signUpByApi(page.request, reader);
    await logInByApi(page.request, reader);

    await openPage(page, `/tag/${tag.slug}`);
    await page.getByRole('button', { name: `Follow tag ${tag.name}` }).click();
    const following = page.getByRole('button', { name: `Following tag ${tag.name}` });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    // Stored: still followed after a reload.
    await page.reload();
    await expect(following).toBeVisible();

    await openPage(page, '/');
    const section = page.getByRole('region', { name: 'Following' });
    await page.locator('.following-slot').scrollIntoViewIfNeeded();
    const article = section.getByRole('link', { name: newest.title, exact: true });
    await expect(article).toBeVisible();
    await article.click();
    await expect(page).toHaveURL(new RegExp(`/${newest.slug}$`));

    await openPage(page, `/tag/${tag.slug}`);
    await following.click();
    await expect(page.getByRole('button', { name: `Follow tag ${tag.name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await openPage(page, '/');
    await page.locator('.following-slot').scrollIntoViewIfNeeded();
    await expect(
      section.getByText(
        'Follow categories, tags and authors from their pages: their newest articles will appear here.',
      ),
    ).toBeVisible();
    await expect(section.getByRole('link')).toHaveCount(0);
  });
});
