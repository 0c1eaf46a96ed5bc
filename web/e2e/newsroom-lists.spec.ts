import { expect, test } from '@playwright/test';
import { tinyPng } from './support/accounts';
import { adminApi, adminContext, cmsUrl, openInAdmin } from './support/cms-admin';
import { categories } from './support/cms';

// The newsroom's lists: articles filtered by a section picked from a list (not typed), and the
// pictures still waiting for their alternative text.
test.describe('lists in the CMS admin', () => {
  // The admin is a large single-page app: a journey through it takes tens of seconds.
  test.describe.configure({ timeout: 240_000 });

  test('an editor picks a section and the article list keeps only its articles', async ({
    browser,
  }) => {
    const [section] = (await categories()).filter((category) => category.total > 0);
    if (!section) throw new Error('The seed files articles under sections.');
    const page = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await openInAdmin(page, `${cmsUrl}/admin/content-manager/collection-types/api::blog.blog`);
    await page.getByRole('combobox', { name: 'Section' }).click();
    await page.getByRole('option', { name: section.name, exact: true }).click();
    await expect(page).toHaveURL(/filters/);
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toContainText(section.name);
    const count = await rows.count();
    // A header row, then one row per article of the section on the first page.
    expect(count - 1).toBe(Math.min(section.total, 10));
    for (let row = 1; row < count; row++) await expect(rows.nth(row)).toContainText(section.name);
  });

  test('a picture without alternative text is listed until it is described', async ({
    browser,
  }) => {
    const editor = await adminApi('CMS_SEED_EDITOR');
    const form = new FormData();
    const name = `undescribed-${Date.now()}.png`;
    form.append('files', new Blob([tinyPng], { type: 'image/png' }), name);
    const [file] = await editor<{ id: number }[]>('POST', '/upload', form);
    try {
      const page = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
      await openInAdmin(page, `${cmsUrl}/admin`);
      await page.getByRole('link', { name: 'Pictures to describe' }).click();
      await expect(page.getByText(/^\d+ pictures? without alternative text$/)).toBeVisible();
      const card = page.getByRole('group', { name: `Describe ${name}` });
      await expect(page.getByText(name)).toBeVisible();
      await card.getByLabel('Alternative text').fill('A hangar door half open at dawn');
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`“${name}” is described.`)).toBeVisible();
      await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    } finally {
      await editor('DELETE', `/upload/files/${file!.id}`);
    }
  });
});
