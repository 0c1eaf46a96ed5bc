import { expect, test } from '@playwright/test';
import { adminContext, cmsUrl, openInAdmin } from './support/cms-admin';

// The CMS admin as the newsroom opens it: the editor's home instead of Strapi's checklist and
// tour.
test.describe('the newsroom in the CMS admin', () => {
  // The admin is a large single-page app: a journey through it takes tens of seconds.
  test.describe.configure({ timeout: 240_000 });

  test('opens on what is waiting for review, scheduled, sent by readers and just published', async ({
    browser,
  }) => {
    const page = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await openInAdmin(page, `${cmsUrl}/admin`);
    for (const heading of [
      'Waiting for review',
      'Scheduled',
      'Reader stories to moderate',
      'Recently published',
    ])
      await expect(page.getByText(heading, { exact: true })).toBeVisible({ timeout: 20_000 });
    // The newest seeded article heads the published list; Strapi's statistics are gone.
    await expect(page.getByText(/^Published /).first()).toBeVisible();
    await expect(page.getByText('Project statistics')).toHaveCount(0);
    // No guided tour over the home: the editor's clicks reach the page.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
