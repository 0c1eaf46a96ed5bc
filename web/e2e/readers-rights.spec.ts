import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logInByApi, newReader, signUpByApi, waitForMail } from './support/accounts';

const main = (page: Page) => page.getByRole('main');

test.describe("Readers' rights", () => {
  // Several argon2id hashes per journey: give a busy machine room.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'cookieAccepted', value: 'true', url: baseURL ?? 'http://127.0.0.1:3100' },
    ]);
  });

  test('a reader downloads their data as one JSON file', async ({ page }) => {
    const reader = newReader('export');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await signUpByApi(page.request, reader);
    await logInByApi(page.request, reader);

    await page.goto('/account-security');
    const panel = main(page).getByRole('region', { name: 'Your data' });
    const saved = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Download my data' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`apogee-data-${reader.username}.json`);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({
      username: reader.username,
      email: reader.email,
      name: reader.name,
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.quizAnswers).toEqual([]);
  });

  test('a reader deletes their account and can no longer sign in', async ({ page }) => {
    const reader = newReader('erase');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await signUpByApi(page.request, reader);
    await logInByApi(page.request, reader);

    await page.goto('/account-security');
    const form = main(page).getByRole('form', { name: 'Delete my account' });
    // Nothing chosen and no password: each is asked for under its field.
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(
      form.getByText('Choose whether your comments are deleted or kept without your name.'),
    ).toBeVisible();
    await form.getByLabel('Keep my comments without my name').check();
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
      'Your current password is not correct',
    );

    const since = new Date(Date.now() - 1000);
    await form.getByLabel('Current password').fill(reader.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    const mail = await waitForMail(reader.email, 'Your Apogee account has been deleted', since);
    expect(mail.text).toContain('have been deleted');

    await page.goto('/login');
    await main(page).getByLabel('Email or Username').fill(reader.username);
    await main(page).getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid username/email or password.')).toBeVisible();
  });
});
