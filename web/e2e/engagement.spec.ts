import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readDevelopmentEnv, readEnvFile } from '@apogee/env-file';
import { logInByApi, newReader, signUpByApi, tinyPng, waitForMail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { categories, cmsGraphql, newestBlogs } from './support/cms';

/**
 * Scrolls to a part that loads when it comes near the screen, until it is there: the page
 * may still be hydrating (and restoring its scroll position) when the test first scrolls.
 */
async function scrollUntilVisible(page: Page, slot: string, target: Locator) {
  await expect(async () => {
    await page.locator(slot).scrollIntoViewIfNeeded();
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** The comment form, in its own chunk under the article. */
async function openComments(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  const field = page.getByLabel('Comment', { exact: true });
  await scrollUntilVisible(page, '.blog-comments', field);
  return field;
}

/** The cookie banner, shown until the reader answers it. */
const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });

/** A path on this site from an absolute link in an email (whatever PUBLIC_URL is). */
function linkIn(text: string, page: string): string {
  const match = new RegExp(`https?://\\S+(/newsletter/${page}\\?token=[\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in the email`);
  return match[1];
}

/**
 * A CMS token that may read drafts (the preview token), to find a reader's story: from
 * E2E_CMS_PREVIEW_TOKEN, else the secrets the test stack generated in E2E_DATA_DIR, else the
 * development default.
 */
function previewToken(): string {
  if (process.env.E2E_CMS_PREVIEW_TOKEN) return process.env.E2E_CMS_PREVIEW_TOKEN;
  const stackSecrets = process.env.E2E_DATA_DIR
    ? join(process.env.E2E_DATA_DIR, 'secrets.env')
    : undefined;
  const values =
    stackSecrets && existsSync(stackSecrets)
      ? readEnvFile(stackSecrets)
      : readDevelopmentEnv(process.cwd());
  const token = values.CMS_PREVIEW_TOKEN;
  if (!token) throw new Error('Set E2E_CMS_PREVIEW_TOKEN to a CMS token that reads drafts.');
  return token;
}

async function storiesTitled(title: string, status: 'draft' | 'published') {
  const cms = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1337';
  const query = new URLSearchParams({ 'filters[title][$eq]': title, status });
  const response = await fetch(`${cms}/api/stories?${query}`, {
    headers: { authorization: `Bearer ${previewToken()}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { title: string; description: string }[] }).data;
}

test.describe('Comments', () => {
  test('a visitor comments: required message, then green success and the comment listed', async ({
    page,
  }) => {
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    const field = await openComments(page, blog.slug);
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    await expect(page.getByText('Comment is required.')).toBeVisible();

    const text = `Visitor comment ${Date.now()}: <b>plain</b> text`;
    await field.fill(text);
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    await expect(page.getByText('Comment submitted successfully!')).toBeVisible();
    await expect(field).toHaveValue('');
    const comment = page.locator('.comment', { hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment.locator('.comment__author')).toHaveText('Reader');
    await expect(comment.locator('time')).toHaveText('just now');
  });

  test('a signed-in reader gets one comment per article', async ({ page, request }) => {
    const reader = newReader('comment');
    await signUpByApi(request, reader);
    await logInByApi(page.request, reader);
    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    const field = await openComments(page, blog.slug);
    const text = `First thoughts ${Date.now()}`;
    await field.fill(text);
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    await expect(page.getByText('Comment submitted successfully!')).toBeVisible();
    await expect(
      page.locator('.comment', { hasText: text }).locator('.comment__author'),
    ).toHaveText(reader.name);

    await field.fill('Second thoughts');
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    await expect(
      page.getByText('You have already submitted a comment for this blog.'),
    ).toBeVisible();
    await expect(page.locator('.comment', { hasText: 'Second thoughts' })).toHaveCount(0);
  });
});

test.describe('Newsletter', () => {
  test('subscribe, confirm from the email, then unsubscribe from the welcome email', async ({
    page,
  }) => {
    const email = `e2e.news.${Date.now().toString(36)}@example.com`;
    await page.goto('/about-us');
    const footer = page.getByRole('form', { name: 'Newsletter' });
    await scrollUntilVisible(page, '.site-footer', footer);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Email is required')).toBeVisible();
    await footer.getByLabel('Email').fill('pilot@nowhere');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Email is invalid')).toBeVisible();

    const since = new Date(Date.now() - 1000);
    await footer.getByLabel('Name').fill('Valentina');
    await footer.getByLabel('Email').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText(/Please check your inbox/)).toBeVisible();

    const confirmation = await waitForMail(
      email,
      'Confirm your subscription to the Apogee newsletter',
      since,
    );
    await page.goto(linkIn(confirmation.text, 'confirm'));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText('Your subscription is confirmed. Welcome aboard!')).toBeVisible();

    await scrollUntilVisible(page, '.site-footer', footer);
    await footer.getByLabel('Email').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('This email is already subscribed!')).toBeVisible();

    const welcome = await waitForMail(email, 'Welcome to the Apogee newsletter', since);
    await page.goto(linkIn(welcome.text, 'unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText(/You have been unsubscribed/)).toBeVisible();
  });
});

test.describe('Contact', () => {
  test('errors on submit, nothing sent; then success clears the form and mails the editors', async ({
    page,
  }) => {
    const { siteSetting } = await cmsGraphql<{
      siteSetting: {
        contactPhone: string | null;
        mapLink: string | null;
        editorialEmail: string | null;
      };
    }>('{ siteSetting { contactPhone mapLink editorialEmail } }');
    await page.goto('/contact-us');
    if (siteSetting.contactPhone)
      await expect(page.getByRole('link', { name: siteSetting.contactPhone })).toHaveAttribute(
        'href',
        /^tel:/,
      );
    if (siteSetting.mapLink)
      await expect(page.locator(`a[href="${siteSetting.mapLink}"]`)).toBeVisible();

    const form = page.getByRole('form', { name: 'Contact form' });
    // The button is enabled once the page is interactive.
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent.push(request.method());
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Phone number is required.',
      'Subject is required.',
      'Message is required.',
    ])
      await expect(form.getByText(message)).toBeVisible();
    await form.getByLabel('Email').fill('neil@moon');
    await form.getByLabel('Phone Number').fill('12345');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Email is invalid.')).toBeVisible();
    await expect(form.getByText('Phone number must be 10 digits.')).toBeVisible();
    expect(sent).toEqual([]);

    const subject = `Question ${Date.now()}`;
    const since = new Date(Date.now() - 1000);
    await form.getByLabel('Name').fill('Neil Armstrong');
    await form.getByLabel('Email').fill('neil@example.com');
    // The publisher's own number, as the page prints it: the form takes what the site shows.
    const printed = (await page.locator('.contact-info a[href^="tel:"]').textContent()) ?? '';
    expect(printed).toBe(siteSetting.contactPhone);
    await form.getByLabel('Phone Number').fill(printed);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('How far is the Moon today?');
    // Hold the answer a moment to see the sending state.
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(form.getByText('Message sent successfully!')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    const inbox = siteSetting.editorialEmail || 'editorial@apogee.local';
    const mail = await waitForMail(inbox, `Contact form: ${subject}`, since);
    expect(mail.text).toContain('How far is the Moon today?');
    expect(mail.text).toContain(`Phone: ${printed.replace(/[\s().-]/g, '')}`);
  });
});

test.describe('Cookie consent', () => {
  const consentCookies = async (page: Page) =>
    (await page.context().cookies()).filter((c) => c.name.startsWith('cookie'));

  test('Decline is remembered for 365 days with every optional cookie off; scrolling is not consent', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    expect(await consentCookies(page)).toEqual([]);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toBeHidden();
    const cookies = Object.fromEntries((await consentCookies(page)).map((c) => [c.name, c]));
    expect(cookies.cookieAccepted?.value).toBe('false');
    expect(JSON.parse(decodeURIComponent(cookies.cookiePreferences?.value ?? '{}'))).toEqual({
      essential: true,
      performance: false,
      functionality: false,
      targeting: false,
    });
    for (const cookie of Object.values(cookies)) {
      const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('comes right after the skip link in the Tab order', async ({ page }) => {
    await page.goto('/about-us');
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('is compact: a quarter of the first screen at most, its buttons on screen', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeEnabled();
      const bounds = (await banner(page).boundingBox())!;
      expect(bounds.height).toBeLessThanOrEqual(844 / 4);
      expect(bounds.y + bounds.height).toBeLessThanOrEqual(844);
      for (const name of ['Accept', 'Customize Cookies', 'Decline'])
        await expect(banner(page).getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    });

    test('never covers the control that has focus, down to Load More', async ({ page }) => {
      // A Tab stop at a time through a category page: longer than one journey's usual time.
      test.setTimeout(90_000);
      const [category] = (await categories()).sort((a, b) => b.total - a.total);
      if (!category || category.total <= 12) throw new Error('No category has 13 posts.');
      await page.goto(`/category/${category.slug}`);
      await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeEnabled();
      const loadMore = page.getByRole('button', { name: 'Load More' });
      for (let stop = 0; stop < 200; stop++) {
        await page.keyboard.press('Tab');
        // Polled: the page glides (smooth scrolling) to what takes focus.
        const overlap = () =>
          page.evaluate(() => {
            const focused = document.activeElement;
            const banner = document.querySelector('.cookie-banner');
            if (!focused || !banner || banner.contains(focused)) return null;
            const control = focused.getBoundingClientRect();
            const cover = banner.getBoundingClientRect();
            const hidden = control.bottom > cover.top && control.top < cover.bottom;
            return hidden ? `${focused.outerHTML.slice(0, 80)} is under the banner` : null;
          });
        await expect.poll(overlap).toBeNull();
        if (await loadMore.evaluate((button) => button === document.activeElement)) break;
      }
      await expect(loadMore).toBeFocused();
    });
  });

  test('Accept stores cookieAccepted=true for 365 days', async ({ page }) => {
    await page.goto('/about-us');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    const [cookie] = await consentCookies(page);
    expect(cookie?.name).toBe('cookieAccepted');
    expect(cookie?.value).toBe('true');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('customise by keyboard: essential stays on, choices are saved with the consent', async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Customize Cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: /Essential cookies/ })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: /Essential cookies/ })).toBeDisabled();
    for (const name of ['Performance cookies', 'Functionality cookies', 'Targeting cookies'])
      await expect(dialog.getByRole('switch', { name })).not.toBeChecked();

    const about = dialog.getByRole('button', { name: 'Performance cookies' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByText(/Count visits and measure/)).toBeVisible();

    // "Save Settings" only closes.
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Customize Cookies' })).toBeFocused();
    expect(await consentCookies(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Customize Cookies' }).click();
    await dialog.getByRole('switch', { name: 'Targeting cookies' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Save my preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    const cookies = Object.fromEntries((await consentCookies(page)).map((c) => [c.name, c]));
    expect(cookies.cookieAccepted?.value).toBe('true');
    expect(JSON.parse(decodeURIComponent(cookies.cookiePreferences?.value ?? '{}'))).toEqual({
      essential: true,
      performance: false,
      functionality: false,
      targeting: true,
    });
    await page.reload();
    await expect(banner(page)).toBeHidden();
  });
});

test.describe('Add New Story', () => {
  test('visitors are sent to log in first', async ({ page }) => {
    await page.goto('/create-story');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcreate-story$/);
  });

  test('a reader submits a picture story; it waits in the CMS as a draft', async ({
    page,
    request,
  }) => {
    const reader = newReader('story');
    await signUpByApi(request, reader);
    await logInByApi(page.request, reader);
    await page.goto('/create-story');
    await expect(page.getByRole('heading', { name: 'Add New Story' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Story' })).toBeEnabled();

    await page.getByRole('button', { name: 'Create Story' }).click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await expect(page.getByText('Description is required.')).toBeVisible();
    await expect(page.getByText('Please select a file').first()).toBeVisible();

    const file = page.getByLabel(/Image file/);
    await expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    await page.getByLabel('Media type').selectOption('video');
    await expect(page.getByLabel(/Video file/)).toHaveAttribute('accept', 'video/mp4,video/webm');
    await page.getByLabel('Media type').selectOption('image');

    const title = `Runway at dawn ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('First light over the runway, seen from the tower.');
    await file.setInputFiles({ name: 'dawn.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Story' }).click();

    await expect(page.getByText(/will appear on the site after an editor reviews it/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toHaveCount(0);

    const drafts = await storiesTitled(title, 'draft');
    expect(drafts.map((story) => story.description)).toEqual([
      'First light over the runway, seen from the tower.',
    ]);
    expect(await storiesTitled(title, 'published')).toEqual([]);
  });

  test('a file that is not really a picture is refused with a clear message', async ({
    page,
    request,
  }) => {
    const reader = newReader('fake');
    await signUpByApi(request, reader);
    await logInByApi(page.request, reader);
    await page.goto('/create-story');
    await expect(page.getByRole('button', { name: 'Create Story' })).toBeEnabled();
    await page.getByLabel('Title').fill('Not a picture');
    await page.getByLabel('Description').fill('A text file wearing a .png name.');
    await page.getByLabel(/Image file/).setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image'),
    });
    await page.getByRole('button', { name: 'Create Story' }).click();
    await expect(
      page.getByText('This file is not a JPEG, PNG, GIF or WebP image.').first(),
    ).toBeVisible();
    await expect(page.getByText(/Check console/)).toHaveCount(0);
  });
});

test.describe('Engagement accessibility', () => {
  test('forms, banner and dialog have no serious or critical axe violations', async ({
    page,
    request,
  }) => {
    // Six screens and their axe runs: more than one journey's time.
    test.setTimeout(90_000);
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(banner(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Customize Cookies' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    expect(await seriousViolations(page, '.cookie-settings')).toEqual([]);
    await page.getByRole('button', { name: 'Save my preferences' }).click();

    const [blog] = await newestBlogs(1);
    if (!blog) throw new Error('The CMS has no blog posts.');
    await openComments(page, blog.slug);
    await scrollUntilVisible(page, '.site-footer', page.getByRole('form', { name: 'Newsletter' }));
    expect(await seriousViolations(page, '.blog-comments')).toEqual([]);
    expect(await seriousViolations(page, '.site-footer')).toEqual([]);

    const reader = newReader('axe');
    await signUpByApi(request, reader);
    await logInByApi(page.request, reader);
    await page.goto('/create-story');
    await expect(page.getByRole('button', { name: 'Create Story' })).toBeEnabled();
    expect(await seriousViolations(page, '.story-form')).toEqual([]);

    await page.goto('/newsletter/confirm?token=abcdefghijklmnopqrstuvwxyz012345');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});
