import { expect, test, type Page } from '@playwright/test';
import { newReader, signUpByApi, tinyPng, waitForMail, type Reader } from './support/accounts';

const header = (page: Page) => page.getByRole('banner');
const accountButton = (page: Page, reader: Reader) =>
  header(page).getByRole('button', { name: reader.name });

async function logIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('Email or Username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function openAccountMenu(page: Page, reader: Reader) {
  await accountButton(page, reader).click();
  return header(page).getByRole('menu', { name: 'Account' });
}

test.describe('Reader accounts', () => {
  test('sign up, log in, change the avatar and profile, see it in the header, log out', async ({
    page,
  }) => {
    const reader = newReader('journey');
    await page.goto('/login');
    await page.getByRole('button', { name: "Sign Up If You Haven't Account?" }).click();
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();

    // SPEC.md §5 messages come from the shared schema before anything is sent.
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('You must accept the terms')).toBeVisible();

    await page.getByLabel('First Name').fill(reader.firstName);
    await page.getByLabel('Last Name').fill(reader.lastName);
    await page.getByLabel('Username').fill(reader.username);
    await page.getByLabel('Email').fill(reader.email);
    await page.getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByLabel('Confirm Password').fill(`${reader.password}x`);
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill(reader.password);
    await page.getByRole('checkbox').check();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page.getByRole('status')).toHaveText(
      'Your account has been created. You can now log in.',
    );
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

    await logIn(page, reader.username, reader.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, reader)).toBeVisible();
    await expect(accountButton(page, reader).locator('img')).toHaveAttribute(
      'src',
      /default-avatar|^data:image\/svg/,
    );

    const menu = await openAccountMenu(page, reader);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Profile',
      'Edit Profile',
      'My Score',
      'Quiz History',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByRole('heading', { name: 'Update your profile' })).toBeVisible();

    // SPEC.md §5: emptying a required field shows the message at once, typing clears it.
    const fullName = page.getByLabel('Full Name');
    await expect(fullName).toHaveValue(reader.name);
    await fullName.fill('');
    await expect(page.getByText('This field is required')).toBeVisible();
    await fullName.fill(reader.name);
    await expect(page.getByText('This field is required')).toHaveCount(0);

    await page.locator('input[type="file"]').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await expect(page.getByAltText('Preview of your new profile picture')).toBeVisible();
    await page.getByLabel('Profession').fill('Flight test engineer');
    await page.getByLabel('Bio').fill('I write about wind tunnels.');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('User updated successfully');

    // The header follows at once, with the new picture the service stored.
    const headerAvatar = accountButton(page, reader).locator('img');
    await expect(headerAvatar).toHaveAttribute('src', /^\/api\/avatars\/[\w-]+\.webp$/);
    await expect
      .poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await (
      await openAccountMenu(page, reader)
    )
      .getByRole('menuitem', { name: 'Profile', exact: true })
      .click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: reader.name, level: 1 })).toBeVisible();
    await expect(page.getByText('Flight test engineer')).toBeVisible();
    await expect(page.getByText('I write about wind tunnels.')).toBeVisible();
    await expect(page.getByText(reader.email)).toBeVisible();

    await (await openAccountMenu(page, reader)).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toEqual({ user: null });
  });

  test('forgot password: the emailed code sets a new password that logs in', async ({
    page,
    request,
  }) => {
    const reader = newReader('reset');
    await signUpByApi(request, reader);
    const newPassword = `Newpass${Date.now() % 100000}Z`;

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Username or Email is required')).toBeVisible();
    const requestedAt = new Date(Date.now() - 1000);
    await page.getByLabel('Username or Email').fill(reader.email);
    await page.getByRole('button', { name: 'Send Code' }).click();

    await expect(page.getByLabel('OTP')).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('OTP is required')).toBeVisible();
    const mail = await waitForMail(reader.email, 'Your Apogee password reset code', requestedAt);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    await page.getByLabel('OTP').fill(code!);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.getByLabel('New Password').fill('weakpass');
    await page.getByLabel('Confirm Password').fill('weakpass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(
      page.getByText(
        'Password must contain at least 8 characters, 1 uppercase, 1 lowercase, and 1 number',
      ),
    ).toBeVisible();
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Password updated successfully.' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Back To Login' }).click();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

    // The old password no longer works: the service's text shows above the button.
    await logIn(page, reader.email, reader.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid username/email or password.');
    await logIn(page, reader.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, reader)).toBeVisible();
  });

  test('a visitor on /profile logs in and comes back to /profile', async ({ page, request }) => {
    const reader = newReader('guard');
    await signUpByApi(request, reader);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await logIn(page, reader.username, reader.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: reader.name, level: 1 })).toBeVisible();
    await expect(page.getByText(reader.username, { exact: true })).toBeVisible();

    // A signed-in reader has nothing to do on /login: the server sends them home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('only same-site paths are followed after login', async ({ page, request }) => {
    const reader = newReader('redirect');
    await signUpByApi(request, reader);
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await logIn(page, reader.username, reader.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  });
});
