import { expect, test } from '@playwright/test';
import { tinyPng } from './support/accounts';
import {
  adminApi,
  adminContext,
  articlePath,
  cmsUrl,
  draftArticle,
  openInAdmin,
} from './support/cms-admin';

// From the admin to the site: review by roles, and publishing on a schedule.
const editUrl = (documentId: string) =>
  `${cmsUrl}/admin/content-manager/collection-types/api::blog.blog/${documentId}`;
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

type AdminCall = Awaited<ReturnType<typeof adminApi>>;
type StoredArticle = {
  status: string;
  reviewStage: string;
  content?: { type: string; image?: { url: string } }[];
};

/** The article as the CMS stores it now, read through the admin's API. */
const stored = async (call: AdminCall, documentId: string) =>
  (await call<{ data: StoredArticle }>('GET', articlePath(documentId))).data;

test.describe('publishing from the CMS admin', () => {
  // The admin is a large single-page app: a journey through it takes tens of seconds.
  test.describe.configure({ timeout: 240_000 });

  test('an author sends a piece for review and an editor publishes it to the site', async ({
    browser,
    page,
  }) => {
    const author = await adminApi('CMS_SEED_AUTHOR');
    const editor = await adminApi('CMS_SEED_EDITOR');
    const title = `Stalls and Spins ${Date.now()}`;
    const documentId = await draftArticle(author, title, editor);
    try {
      const authorPage = await (await adminContext(browser, 'CMS_SEED_AUTHOR')).newPage();
      await openInAdmin(authorPage, editUrl(documentId));
      // The edit view draws its form, then its actions once the document's rules are read.
      await authorPage.waitForLoadState('networkidle');
      await authorPage.getByRole('combobox', { name: 'Review stage' }).click();
      await authorPage.getByRole('option', { name: 'In review' }).click();
      await authorPage.getByRole('button', { name: 'Save' }).click();
      // Waits for the stored state, not for the toast: on a busy machine the save takes longer
      // than the toast's few seconds on screen.
      await expect
        .poll(async () => (await stored(author, documentId)).reviewStage, { timeout: 60_000 })
        .toBe('In review');
      await expect(authorPage.getByRole('button', { name: 'Publish' })).toBeDisabled();

      const editorPage = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
      await openInAdmin(editorPage, editUrl(documentId));
      await editorPage.waitForLoadState('networkidle');
      await expect(editorPage.getByRole('combobox', { name: 'Review stage' })).toHaveText(
        /In review/,
      );
      await editorPage.getByRole('button', { name: 'Publish' }).click();
      await expect
        .poll(async () => (await stored(editor, documentId)).status, { timeout: 60_000 })
        .toBe('published');
      expect((await stored(editor, documentId)).reviewStage).toBe('Approved');

      await expect(async () => {
        const response = await page.goto(`/${slugOf(title)}`);
        expect(response?.status()).toBe(200);
      }).toPass({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    } finally {
      await editor('DELETE', articlePath(documentId));
    }
  });

  test('a scheduled article appears on the site when its time comes', async ({ page }) => {
    const editor = await adminApi('CMS_SEED_EDITOR');
    const title = `Night Mail by Air ${Date.now()}`;
    const documentId = await draftArticle(editor, title);
    try {
      const draft = await editor<{ data: Record<string, unknown> }>('GET', articlePath(documentId));
      const due = Date.now() + 3000;
      await editor('PUT', articlePath(documentId), {
        ...draft.data,
        publishAt: new Date(due).toISOString(),
      });
      expect((await page.goto(`/${slugOf(title)}`))?.status()).toBe(404);
      // The test stack checks the schedule every few seconds (CMS_SCHEDULE_EVERY_SECONDS).
      await expect(async () => {
        const response = await page.goto(`/${slugOf(title)}`);
        expect(response?.status()).toBe(200);
      }).toPass({ timeout: 60_000 });
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const after = await editor<{ data: { publishAt: string | null } }>(
        'GET',
        articlePath(documentId),
      );
      expect(after.data.publishAt).toBeNull();
    } finally {
      await editor('DELETE', articlePath(documentId));
    }
  });

  test('a picture inserted in the text shows in the preview and on the published page', async ({
    browser,
    page,
  }) => {
    const editor = await adminApi('CMS_SEED_EDITOR');
    const title = `Polar Routes ${Date.now()}`;
    const documentId = await draftArticle(editor, title);
    // A described picture uploaded now heads the library dialog, which opens on the newest.
    const name = `inserted-${Date.now()}.png`;
    const upload = new FormData();
    upload.append('files', new Blob([tinyPng], { type: 'image/png' }), name);
    upload.append(
      'fileInfo',
      JSON.stringify({ name, alternativeText: 'A test card for a picture inserted in the text' }),
    );
    const [picture] = await editor<{ id: number; name: string; alternativeText: string }[]>(
      'POST',
      '/upload',
      upload,
    );
    if (!picture) throw new Error('The media library refused the picture.');
    try {
      const adminPage = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
      await openInAdmin(adminPage, editUrl(documentId));
      await adminPage.waitForLoadState('networkidle');
      // A new block after the text, made a picture from the media library.
      await adminPage.getByText(`${title}, in words.`).click();
      await adminPage.keyboard.press('End');
      await adminPage.keyboard.press('Enter');
      await adminPage.getByRole('combobox', { name: 'Content' }).click();
      await adminPage.getByRole('option', { name: 'Image' }).click();
      const library = adminPage.getByRole('dialog');
      await library.getByRole('checkbox', { name: picture.name }).check();
      await library.getByRole('button', { name: 'Finish' }).click();
      await adminPage.getByRole('button', { name: 'Save' }).click();
      // The admin stored the picture under its own address, as it does for every editor.
      await expect
        .poll(
          async () => {
            const { content } = await stored(editor, documentId);
            return content?.find((block) => block.type === 'image')?.image?.url ?? '';
          },
          { timeout: 60_000 },
        )
        .toMatch(/^https?:\/\/[^/]+\/uploads\//);

      // The preview the admin frames draws it.
      await adminPage
        .getByRole('button', { name: 'Open preview' })
        .or(adminPage.getByRole('link', { name: 'Open preview' }))
        .click();
      const frame = adminPage.frameLocator('iframe');
      const framed = frame.getByRole('img', { name: picture.alternativeText! });
      await framed.scrollIntoViewIfNeeded({ timeout: 60_000 });
      await expect
        .poll(() => framed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);

      // Published, the site serves it from its own address and the page shows it.
      await editor('POST', `${articlePath(documentId)}/actions/publish`, {});
      await expect(async () => {
        const response = await page.goto(`/${slugOf(title)}`);
        expect(response?.status()).toBe(200);
      }).toPass({ timeout: 15_000 });
      const shown = page
        .locator('.blog-article .prose')
        .getByRole('img', { name: picture.alternativeText! });
      await shown.scrollIntoViewIfNeeded();
      expect(await shown.getAttribute('src')).toMatch(/^\/uploads\//);
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    } finally {
      await editor('DELETE', articlePath(documentId));
      await editor('DELETE', `/upload/files/${picture.id}`);
    }
  });
});
