import { expect, test } from '@playwright/test';
import {
  adminApi,
  adminContext,
  articlePath,
  cmsUrl,
  draftArticle,
  openInAdmin,
} from './support/cms-admin';
import { tinyPng } from './support/accounts';

// The admin as the newsroom's editor meets it: greeted by name, the media library's settings
// open to them, publishing times to the minute, and pictures described beside the text.
test.describe('the editor in the CMS admin', () => {
  // The admin is a large single-page app: a journey through it takes tens of seconds.
  test.describe.configure({ timeout: 240_000 });

  test('is greeted by their own name and opens the media library settings', async ({ browser }) => {
    const page = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await openInAdmin(page, `${cmsUrl}/admin`);
    await expect(page.getByRole('heading', { name: /^Hello Grace/ })).toBeVisible({
      timeout: 20_000,
    });
    await openInAdmin(page, `${cmsUrl}/admin/settings/media-library`);
    await expect(page.getByRole('heading', { name: 'Media Library', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/don.t have the permissions/i)).toHaveCount(0);
    // The admin's icon loads (it answered a server error before).
    const icon = await page.request.get(`${cmsUrl}/favicon.ico`);
    expect(icon.status()).toBe(200);
  });

  test('schedules to the minute and describes a picture in the text beside it', async ({
    browser,
  }) => {
    const editor = await adminApi('CMS_SEED_EDITOR');
    // A picture inserted before anyone described it: the Blocks editor copies the file's
    // fields without its id and writes its name for a description.
    const form = new FormData();
    form.append('files', new Blob([tinyPng], { type: 'image/png' }), `inline-${Date.now()}.png`);
    const [file] = await editor<Uploaded[]>('POST', '/upload', form);
    if (!file) throw new Error('The media library stored no picture.');
    const { id, ...fields } = file;
    const documentId = await draftArticle(editor, `Minutes Matter ${Date.now()}`);
    await editor('PUT', articlePath(documentId), {
      content: [
        {
          type: 'image',
          image: { ...fields, alternativeText: file.name },
          children: [{ type: 'text', text: '' }],
        },
      ],
    });
    try {
      const page = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
      await openInAdmin(
        page,
        `${cmsUrl}/admin/content-manager/collection-types/api::blog.blog/${documentId}`,
      );
      await page.waitForLoadState('networkidle');
      // Any minute of the hour, not only the quarters.
      await page.getByRole('combobox', { name: 'Choose time' }).first().click();
      await expect(page.getByRole('option', { name: '09:41', exact: true })).toBeAttached();
      await page.keyboard.press('Escape');

      // The Pictures panel beside the text asks for the picture's description.
      const description = 'A single grey pixel, enlarged to a square';
      const describe = page.getByRole('group', { name: `Describe ${file.name}` });
      await describe.getByLabel('Alternative text').fill(description);
      await describe.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`“${file.name}” is described.`)).toBeVisible();
      await expect
        .poll(
          async () =>
            (await editor<{ alternativeText: string | null }>('GET', `/upload/files/${id}`))
              .alternativeText,
          { timeout: 30_000 },
        )
        .toBe(description);
      await expect(page.getByText(description)).toBeVisible();
    } finally {
      await editor('DELETE', articlePath(documentId));
    }
  });
});

interface Uploaded {
  id: number;
  name: string;
  hash: string;
  url: string;
  mime: string;
}
