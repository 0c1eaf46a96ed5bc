import { expect, test } from '@playwright/test';
import {
  adminApi,
  adminContext,
  articlePath,
  cmsUrl,
  draftArticle,
  openInAdmin,
} from './support/cms-admin';

// History, trash, confirmation and roles in the CMS admin, as the newsroom uses them.
const editUrl = (documentId: string) =>
  `${cmsUrl}/admin/content-manager/collection-types/api::blog.blog/${documentId}`;

test.describe('history and trash in the CMS admin', () => {
  // The admin is a large single-page app: a journey through it takes tens of seconds.
  test.describe.configure({ timeout: 240_000 });

  test('an editor compares an earlier version with the entry and restores it', async ({
    browser,
  }) => {
    const editor = await adminApi('CMS_SEED_EDITOR');
    const stamp = Date.now();
    const documentId = await draftArticle(editor, `Ailerons at Work ${stamp}`);
    try {
      const current = await editor<{ data: Record<string, unknown> }>(
        'GET',
        articlePath(documentId),
      );
      await editor('PUT', articlePath(documentId), {
        ...current.data,
        title: `How Ailerons Roll ${stamp}`,
      });

      const page = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
      await openInAdmin(page, editUrl(documentId));
      await expect(page.getByText('History', { exact: true })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Compare and restore (2 versions)' }).click();
      await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
      await page.getByRole('button', { name: /^Created · / }).click();
      const titleRow = page.getByRole('row', { name: /title \(changed\)/ });
      await expect(titleRow).toContainText(`Ailerons at Work ${stamp}`);
      await expect(titleRow).toContainText(`How Ailerons Roll ${stamp}`);

      await page.getByRole('button', { name: 'Restore this version' }).click();
      await expect(page.getByRole('alertdialog')).toContainText('takes this version');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Restored. Review the draft, then publish it.')).toBeVisible();
      const draft = await editor<{ data: { title: string } }>('GET', articlePath(documentId));
      expect(draft.data.title).toBe(`Ailerons at Work ${stamp}`);
    } finally {
      await editor('DELETE', articlePath(documentId));
    }
  });

  test('a deleted article comes back from the trash as a draft', async ({ browser }) => {
    const editor = await adminApi('CMS_SEED_EDITOR');
    const title = `Flaps and Slats ${Date.now()}`;
    const documentId = await draftArticle(editor, title);
    await editor('DELETE', articlePath(documentId));

    const page = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await openInAdmin(page, `${cmsUrl}/admin`);
    await page.getByRole('link', { name: 'History & trash' }).click();
    await expect(page.getByText('Deleted entries stay here for 30 days')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`“${title}” comes back as a draft.`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Restored. Review the draft, then publish it.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    try {
      const draft = await editor<{ data: { title: string } }>('GET', articlePath(documentId));
      expect(draft.data.title).toBe(title);
    } finally {
      await editor('DELETE', articlePath(documentId));
    }
  });

  test('unpublishing asks first, and an author cannot publish', async ({ browser }) => {
    const editor = await adminApi('CMS_SEED_EDITOR');
    const title = `Winglets Explained ${Date.now()}`;
    const documentId = await draftArticle(editor, title);
    try {
      await editor('POST', `${articlePath(documentId)}/actions/publish`, {});
      const page = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
      await openInAdmin(page, editUrl(documentId));
      await page.getByRole('button', { name: 'More document actions' }).click();
      await page.getByRole('menuitem', { name: 'Unpublish' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Readers will no longer see it on the site');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const stillPublished = await editor<{ meta: { availableStatus: { publishedAt: string }[] } }>(
        'GET',
        articlePath(documentId),
      );
      expect(stillPublished.meta.availableStatus.length).toBe(1);

      // The author's own draft: Publish is there, and disabled.
      const author = await adminApi('CMS_SEED_AUTHOR');
      const draftId = await draftArticle(author, `${title} draft`);
      const authorPage = await (await adminContext(browser, 'CMS_SEED_AUTHOR')).newPage();
      try {
        await openInAdmin(authorPage, editUrl(draftId));
        await expect(authorPage.getByRole('button', { name: 'Publish' })).toBeDisabled({
          timeout: 20_000,
        });
      } finally {
        await editor('DELETE', articlePath(draftId));
      }
    } finally {
      await editor('DELETE', articlePath(documentId));
    }
  });
});
