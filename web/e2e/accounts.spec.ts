import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { newReader, signUpByApi, tinyPng, waitForMail, type Reader } from './support/accounts';

const header = (page: Page) => page.getByRole('banner');
/** The screen's own content: the footer's newsletter form has an Email field too. */
const main = (page: Page) => page.getByRole('main');
const accountButton = (page: Page, reader: Reader) =>
  header(page).getByRole('button', { name: reader.name });

async function logIn(page: Page, identifier: string, password: string, remember = false) {
  await main(page).getByLabel('Email or Username').fill(identifier);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  if (remember) await main(page).getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Seconds until the session cookie expires; -1 for a cookie that ends with the browser. */
async function sessionCookieLifetime(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('apogee_session'));
  if (!cookie) throw new Error('no session cookie');
  return cookie.expires === -1 ? -1 : cookie.expires - Date.now() / 1000;
}

async function openAccountMenu(page: Page, reader: Reader) {
  await accountButton(page, reader).click();
  return header(page).getByRole('menu', { name: 'Account' });
}

test.describe('Reader accounts', () => {
  // Each journey hashes passwords several times (argon2id, 19 MiB): give a busy machine room.
  test.describe.configure({ timeout: 60_000 });

  // A reader who already answered the cookie banner: it must not cover the forms' buttons.
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'cookieAccepted', value: 'true', url: baseURL ?? 'http://127.0.0.1:3100' },
    ]);
  });

  test('sign up, log in, change the avatar and profile, see it in the header, log out', async ({
    page,
  }) => {
    const reader = newReader('journey');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await page.goto('/login');
    await page.getByRole('button', { name: "Sign Up If You Haven't Account?" }).click();
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();

    // The form's messages (docs/product/accounts.md) come from the shared schema before anything is
    // sent.
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('You must accept the terms')).toBeVisible();

    await main(page).getByLabel('First Name').fill(reader.firstName);
    await main(page).getByLabel('Last Name').fill(reader.lastName);
    await main(page).getByLabel('Username').fill(reader.username);
    await main(page).getByLabel('Email').fill(reader.email);
    await main(page).getByLabel('Password', { exact: true }).fill(reader.password);
    await main(page).getByLabel('Confirm Password').fill(`${reader.password}x`);
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await main(page).getByLabel('Confirm Password').fill(reader.password);
    await main(page)
      .getByRole('checkbox', { name: /I accept the/ })
      .check();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(main(page).getByRole('status')).toHaveText(
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
      'Reading List',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByRole('heading', { name: 'Update your profile' })).toBeVisible();

    // docs/product/accounts.md#profile: emptying a required field shows the message at once, typing
    // clears it.
    const fullName = main(page).getByLabel('Full Name');
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
    await main(page).getByLabel('Profession').fill('Flight test engineer');
    await main(page).getByLabel('Bio').fill('I write about wind tunnels.');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(main(page).getByRole('status')).toHaveText('User updated successfully');

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
    // Exact: the profile's newsletter panel names the address too, inside its sentence.
    await expect(page.getByText(reader.email, { exact: true })).toBeVisible();

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
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await signUpByApi(request, reader);
    const newPassword = `Newpass${Date.now() % 100000}Z`;

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Username or Email is required')).toBeVisible();
    const requestedAt = new Date(Date.now() - 1000);
    await main(page).getByLabel('Username or Email').fill(reader.email);
    await page.getByRole('button', { name: 'Send Code' }).click();

    await expect(main(page).getByLabel('OTP')).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('OTP is required')).toBeVisible();
    const mail = await waitForMail(reader.email, 'Your Apogee password reset code', requestedAt);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    await main(page).getByLabel('OTP').fill(code!);
    await page.getByRole('button', { name: 'Verify' }).click();

    await main(page).getByLabel('New Password').fill('weakpass');
    await main(page).getByLabel('Confirm Password').fill('weakpass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(
      page.getByText(
        'Password must contain at least 8 characters, 1 uppercase, 1 lowercase, and 1 number',
      ),
    ).toBeVisible();
    await main(page).getByLabel('New Password').fill(newPassword);
    await main(page).getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Password updated successfully.' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Back To Login' }).click();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

    // The old password no longer works: the service's text shows above the button.
    await logIn(page, reader.email, reader.password);
    await expect(main(page).getByRole('alert')).toHaveText('Invalid username/email or password.');
    await logIn(page, reader.email, newPassword, true);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, reader)).toBeVisible();
    // docs/decisions/007-remember-me.md: "Remember me" keeps the session for 30 days.
    expect(await sessionCookieLifetime(page)).toBeGreaterThan(29 * 24 * 3600);
  });

  test('a visitor on /profile logs in and comes back to /profile', async ({ page, request }) => {
    const reader = newReader('guard');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await signUpByApi(request, reader);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await logIn(page, reader.username, reader.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: reader.name, level: 1 })).toBeVisible();
    await expect(page.getByText(reader.username, { exact: true })).toBeVisible();
    // Without "Remember me" the session ends with the browser.
    expect(await sessionCookieLifetime(page)).toBe(-1);

    // A signed-in reader has nothing to do on /login: the server sends them home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('only same-site paths are followed after login', async ({ page, request }) => {
    const reader = newReader('redirect');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await signUpByApi(request, reader);
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await logIn(page, reader.username, reader.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  });

  test('the account screens and menu work by keyboard and pass axe', async ({ page, request }) => {
    // Five axe runs on a busy machine take longer than a journey.
    test.slow();
    const reader = newReader('a11y');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await signUpByApi(request, reader);

    await page.goto('/login');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: "Sign Up If You Haven't Account?" }).click();
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeFocused();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Login If You Have Account?' }).click();
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await logIn(page, reader.username, reader.password);
    await expect(accountButton(page, reader)).toBeVisible();
    await accountButton(page, reader).focus();
    await page.keyboard.press('Enter');
    const menu = header(page).getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem', { name: 'Profile', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(accountButton(page, reader)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/edit-profile$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: reader.name, level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the service\'s refusal shows under the field and as "Error updating user"', async ({
    page,
  }) => {
    const taken = newReader('taken');
    const reader = newReader('rename');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': reader.address });
    await signUpByApi(page.request, taken);
    await signUpByApi(page.request, reader);
    // Logged in through the API: the session cookie lands in this browser context.
    const login = await page.request.post('/api/auth/login', {
      data: { emailOrUsername: reader.username, password: reader.password },
    });
    expect(login.status()).toBe(200);

    await page.goto('/edit-profile');
    await main(page).getByLabel('Profession').fill('Navigator');
    await main(page).getByLabel('Username').fill(taken.username);
    // A new username needs the current password (docs/security.md).
    await main(page).getByLabel('Current password').fill(reader.password);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Error updating user');
    await expect(main(page).getByLabel('Username')).toHaveAccessibleDescription(
      'This username is already taken',
    );
    // Nothing was saved: the profile still shows the reader's own username.
    await page.goto('/profile');
    await expect(page.getByText(reader.username, { exact: true })).toBeVisible();
  });
});
