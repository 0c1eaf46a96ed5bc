import { expect, openPage, test } from './support/test';
import { siteSettings } from './support/cms';

test.describe('Shell', () => {
  test('the header turns sticky after 100 px and back-to-top appears after 200 px', async ({
    page,
  }) => {
    await openPage(page, '/');
    const header = page.locator('header.site-header');
    const backToTop = page.getByRole('button', { name: 'Back to top', includeHidden: true });
    await expect(header).not.toHaveClass(/site-header--sticky/);
    await expect(backToTop).not.toHaveClass(/is-visible/);

    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveClass(/site-header--sticky/);
    await expect(backToTop).not.toHaveClass(/is-visible/);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(backToTop).toHaveClass(/is-visible/);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).not.toHaveClass(/site-header--sticky/);
  });

  test('a navigation click brings the new page in at the top', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Publications', exact: true })
      .click();
    await expect(page).toHaveURL(/\/publications$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('highlights the active menu link', async ({ page }) => {
    await openPage(page, '/publications');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Publications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('search does not submit blank text and opens results for real text', async ({ page }) => {
    await openPage(page, '/about-us');
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('combobox', { name: 'Search blogs' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/about-us$/);

    await box.fill('jet stream');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?discover=jet(\+|%20)stream$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  });

  test('the footer shows the year, the company and social links in new tabs', async ({ page }) => {
    const settings = await siteSettings();
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} ${settings.operatingCompany}`,
    );
    for (const [name, href] of [
      ['Facebook', settings.socialLinks.facebook],
      ['LinkedIn', settings.socialLinks.linkedin],
      ['Instagram', settings.socialLinks.instagram],
    ] as const) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    for (const name of [
      'Home',
      'Publications',
      'About Us',
      'Contact Us',
      'Privacy Policy',
      'Terms Of Use',
      'Information Policy',
    ]) {
      await expect(
        footer
          .getByRole('navigation', { name: 'Quick Links' })
          .getByRole('link', { name, exact: true }),
      ).toBeVisible();
    }
  });

  test('stores the day theme', async ({ page }) => {
    await openPage(page, '/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('day');
  });
});

test.describe('Mobile menu', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('slides in with an overlay, marks the body, and closes above 1024 px', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/menu-open/);
    for (const name of ['Home', 'Publications', 'About Us', 'Contact Us']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }

    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.locator('.mobile-menu-overlay').click({ position: { x: 20, y: 400 } });
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/menu-open/);
  });

  test('a tap made before the page’s scripts have run opens the menu once they have', async ({
    page,
  }) => {
    // The browser entry (and the modules it preloads) wait until the button has been tapped.
    let release = () => {};
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    release();
    await expect(menu).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/menu-open/);
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  });

  test('a menu link navigates and closes the menu', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Publications' })
      .click();
    await expect(page).toHaveURL(/\/publications$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
