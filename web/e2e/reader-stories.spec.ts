import { expect, test } from '@playwright/test';
import { logInByApi, newReader, signUpByApi, tinyPng } from './support/accounts';
import { adminApi } from './support/cms-admin';

// A reader's story, once an editor publishes it, credits the reader by the name they chose, and
// its page's caption is the reader's own words, not the title again.
const STORIES = '/content-manager/collection-types/api::story.story';

test.describe("a reader's published story", () => {
  test.describe.configure({ timeout: 120_000 });

  test('credits its reader on its card and its page, under a caption of their words', async ({
    page,
    request,
  }) => {
    const reader = newReader('credit');
    await signUpByApi(request, reader);
    await logInByApi(page.request, reader);
    await page.goto('/create-story');
    await expect(page.getByRole('button', { name: 'Create Story' })).toBeEnabled();
    const title = `Hangar at dusk ${Date.now()}`;
    const description = 'The doors roll open as the last light leaves the apron.';
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill(description);
    await page
      .getByLabel(/Image file/)
      .setInputFiles({ name: 'hangar.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('button', { name: 'Create Story' }).click();
    await expect(page.getByText(/will appear on the site after an editor reviews it/)).toBeVisible({
      timeout: 20_000,
    });

    const editor = await adminApi('CMS_SEED_EDITOR');
    const query = new URLSearchParams({ 'filters[title][$eq]': title });
    const drafts = await editor<{ results: { documentId: string; slug: string }[] }>(
      'GET',
      `${STORIES}?${query}`,
    );
    const draft = drafts.results[0];
    if (!draft) throw new Error('The reader’s story did not reach the CMS.');
    try {
      await editor('POST', `${STORIES}/${draft.documentId}/actions/publish`, {});
      const credit = `Sent by ${reader.name}`;
      await expect(async () => {
        await page.goto('/stories');
        const card = page.getByRole('link', { name: new RegExp(title) });
        await expect(card).toContainText(credit, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });

      await page.goto(`/story/${draft.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(credit, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(description);
    } finally {
      await editor('DELETE', `${STORIES}/${draft.documentId}`);
    }
  });
});
