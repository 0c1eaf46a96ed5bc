import { expect, test, type Page } from '@playwright/test';
import { newReader, signUpByApi } from './support/accounts';
import { adminContext, cmsUrl, openInAdmin } from './support/cms-admin';

// The newsroom's desk for what readers send and ask, in the CMS admin: the contact Inbox, and
// Readers' rights (a reader's data file and erasure on their request).

async function adminPage(page: Page, link: string) {
  await openInAdmin(page, `${cmsUrl}/admin`);
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible();
}

test.describe("the newsroom's inbox and readers' rights", () => {
  // The admin is a large single-page app: a journey through it takes tens of seconds.
  test.describe.configure({ timeout: 240_000 });

  test('an editor finds a contact message, reads it and marks it handled', async ({
    browser,
    request,
  }) => {
    const subject = `A correction about Vostok ${Date.now()}`;
    const sent = await request.post('/api/contact', {
      headers: { 'x-forwarded-for': newReader('contact').address },
      data: {
        name: 'Valentina Reader',
        email: 'valentina.reader@example.com',
        number: '0123456789',
        subject,
        message: 'Vostok 6 flew in June 1963.',
      },
    });
    expect(sent.status()).toBe(200);

    const admin = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await adminPage(admin, 'Inbox');
    await admin.getByLabel('Words in the message, the sender or their address').fill(subject);
    await admin.getByRole('button', { name: 'Search' }).click();
    const message = admin.getByRole('article', { name: subject });
    await expect(message).toContainText('Valentina Reader <valentina.reader@example.com>');
    await message.getByRole('button', { name: 'Read' }).click();
    await expect(message).toContainText('Vostok 6 flew in June 1963.');
    await message.getByRole('button', { name: 'Mark handled' }).click();
    await expect(message).toContainText('Handled by Grace Moreau');
    await expect(message.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
  });

  test("an editor downloads a reader's data and erases them on request", async ({
    browser,
    request,
  }) => {
    const reader = newReader('desk');
    await signUpByApi(request, reader);

    const admin = await (await adminContext(browser, 'CMS_SEED_EDITOR')).newPage();
    await adminPage(admin, "Readers' rights");
    await admin.getByLabel("The reader's e-mail address or username").fill(reader.email);
    await admin.getByRole('button', { name: 'Find' }).click();
    const card = admin.getByRole('article', { name: reader.username });
    await expect(card).toContainText(reader.email);

    const saved = admin.waitForEvent('download');
    await card.getByRole('button', { name: 'Download their data' }).click();
    expect((await saved).suggestedFilename()).toBe(`apogee-data-${reader.username}.json`);

    await card.getByRole('combobox', { name: 'Their comments' }).click();
    await admin.getByRole('option', { name: 'Delete them' }).click();
    await card.getByRole('button', { name: 'Erase this reader' }).click();
    await card.getByRole('button', { name: `Erase ${reader.username} for good` }).click();
    await expect(
      admin.getByText("The reader's account and personal data have been erased.").first(),
    ).toBeVisible();

    const signIn = await request.post('/api/auth/login', {
      headers: { 'x-forwarded-for': reader.address },
      data: { emailOrUsername: reader.email, password: reader.password, remember: false },
    });
    expect(signIn.status()).toBe(401);
  });
});
