import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { logInByApi, newReader, signUpByApi, waitForMail } from './support/accounts';

const main = (page: Page) => page.getByRole('main');

/** The session the other device holds, asked of the service with that device's cookie. */
async function sessionOf(page: Page) {
  const res = await page.request.get('/api/auth/session');
  return ((await res.json()) as { user: { email: string } | null }).user;
}

test.describe('Account security', () => {
  // Several argon2id hashes per journey: give a busy machine room.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'cookieAccepted', value: 'true', url: baseURL ?? 'http://127.0.0.1:3100' },
    ]);
  });

  test('change the password, end another session, change the email from the new inbox', async ({
    page,
    browser,
    baseURL,
  }) => {
    const reader = newReader('security');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await signUpByApi(page.request, reader);

    // Another device: its own browser context, its own session.
    const phoneContext = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile Safari/604.1',
      extraHTTPHeaders: { 'x-forwarded-for': reader.address },
    });
    const phone = await phoneContext.newPage();
    await logInByApi(phone.request, reader);
    const tablet = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': reader.address },
    });
    const tabletPage = await tablet.newPage();
    await logInByApi(tabletPage.request, reader);
    await logInByApi(page.request, reader);

    // From the profile to the account-security screen.
    await page.goto('/profile');
    await main(page).getByRole('link', { name: 'Account security' }).click();
    await expect(page).toHaveURL(/\/account-security$/);
    await expect(page.getByRole('heading', { name: 'Account security', level: 1 })).toBeVisible();
    const sessions = main(page).getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await expect(sessions.getByRole('listitem').first()).toContainText('This device');
    expect(await seriousViolations(page)).toEqual([]);

    // End the phone's session only: the password is asked again first.
    await sessions.getByRole('button', { name: 'End session: Safari on iOS' }).click();
    const sessionsPassword = sessions.getByLabel('Current password (to end sessions)');
    await expect(sessionsPassword).toHaveAccessibleDescription('Enter your current password');
    await sessionsPassword.fill(reader.password);
    await sessions.getByRole('button', { name: 'End session: Safari on iOS' }).click();
    await expect(sessions.getByRole('status')).toHaveText('The session has been ended.');
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    expect(await sessionOf(phone)).toBeNull();
    expect(await sessionOf(tabletPage)).not.toBeNull();

    // Change the password: the wrong current one is refused under its field.
    const form = main(page).getByRole('form', { name: 'Change password' });
    const newPassword = `${reader.password}-Next`;
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
      'Your current password is not correct',
    );
    const since = new Date();
    await form.getByLabel('Current password').fill(reader.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Your password has been changed. Your other sessions have been signed out.',
    );
    await waitForMail(reader.email, 'Your Apogee password was changed', since);
    // The tablet was signed out; this browser stays signed in, alone on the list.
    expect(await sessionOf(tabletPage)).toBeNull();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions).toContainText('You are not signed in anywhere else.');
    reader.password = newPassword;

    // A new email: asked with the current password, used only once the new inbox confirms.
    const newEmail = `moved.${reader.email}`;
    await page.goto('/edit-profile');
    await main(page).getByLabel('Profession').fill('Navigator');
    await main(page).getByLabel('Email').fill(newEmail);
    await expect(main(page).getByLabel('Current password')).toBeVisible();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(main(page).getByLabel('Current password')).toHaveAccessibleDescription(
      'Enter your current password',
    );
    const asked = new Date();
    await main(page).getByLabel('Current password').fill(reader.password);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(main(page).getByRole('status')).toHaveText(
      `To finish changing your email, open the link we sent to ${newEmail}. Until then your current address stays in use.`,
    );
    await waitForMail(reader.email, 'Your Apogee email address is about to change', asked);
    const confirm = await waitForMail(newEmail, 'Confirm your new Apogee email address', asked);
    const link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(confirm.text)?.[0];
    expect(link).toBeTruthy();

    // The link opened in a mail app's browser: no session there.
    const mailApp = await browser.newContext({ baseURL });
    const mailPage = await mailApp.newPage();
    await mailPage.goto(new URL(link as string).pathname + new URL(link as string).search);
    await expect(
      mailPage.getByRole('heading', { name: 'Confirm your new email address' }),
    ).toBeVisible();
    await mailPage.getByRole('button', { name: 'Confirm my new email' }).click();
    await expect(mailPage.getByRole('status')).toHaveText('Your email address has been changed.');
    // Used once: opening it again says it is no longer valid.
    await mailPage.reload();
    await mailPage.getByRole('button', { name: 'Confirm my new email' }).click();
    await expect(mailPage.getByRole('alert')).toHaveText(
      'This link is invalid or has expired. Change your email on your profile again to get a new link.',
    );

    // The browser that asked is still signed in, with the new address.
    expect((await sessionOf(page))?.email).toBe(newEmail);
    await page.goto('/profile');
    await expect(main(page).getByText(newEmail)).toBeVisible();

    await Promise.all([phoneContext.close(), tablet.close(), mailApp.close()]);
  });

  test('a link without its token says so', async ({ page }) => {
    await page.goto('/confirm-email');
    await expect(main(page).getByRole('alert')).toHaveText(
      'This link is incomplete. Open it again from the email.',
    );
    await expect(main(page).getByRole('button')).toHaveCount(0);
  });

  test('a visitor is sent to the login page', async ({ page }) => {
    await page.goto('/account-security');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});
