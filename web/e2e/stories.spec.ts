import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { siteSettings, stories } from './support/cms';

/**
 * Opens a page with its clock paused once the page is interactive. The page's script is added
 * after the page has loaded and painted a frame (the web server's scripts-after-load), which a
 * clock paused from the start would hold back; the viewer's timer starts with hydration.
 */
async function openWithClockPaused(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.goto(path);
  // Hydrated: the router has taken its data from the page and removed its own global.
  await expect.poll(() => page.evaluate(() => !('$_TSR' in window))).toBe(true);
  // Paused 20 ms ahead of the page's clock; on a busy machine that moment may pass before the
  // pause arrives ("Cannot fast-forward to the past"), so it is asked again from a new now.
  await expect(async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(new Date(now + 20));
  }).toPass();
}

test.describe('Stories', () => {
  test('the gallery links every story, with video covers muted and looping', async ({ page }) => {
    const all = await stories();
    await page.goto('/stories');
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    const cards = page.locator('.story-gallery > li');
    await expect(cards).toHaveCount(all.filter((story) => story.pages.length > 0).length);
    const withVideoCover = all.find((story) => story.pages[0]?.media.mime.startsWith('video/'));
    if (withVideoCover) {
      const video = page.locator(`a[href="/story/${withVideoCover.slug}"] video`);
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      await expect(video).toHaveJSProperty('autoplay', true);
    }
    const withImageCover = all.find((story) => story.pages[0]?.media.mime.startsWith('image/'));
    if (withImageCover) {
      await expect(page.locator(`a[href="/story/${withImageCover.slug}"] img`)).toHaveAttribute(
        'loading',
        'lazy',
      );
    }
  });

  test('the viewer shows the publisher, captions, and advances after 5 s on an image', async ({
    page,
  }) => {
    const story = (await stories()).find(
      (candidate) =>
        candidate.pages.length > 1 && candidate.pages[0]?.media.mime.startsWith('image/'),
    );
    if (!story) throw new Error('The CMS has no story starting with an image.');
    const settings = await siteSettings();
    // The story's clock only moves when the test says so.
    await openWithClockPaused(page, `/story/${story.slug}`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByText(settings.siteName, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.getByText(`Page 1 of ${story.pages.length}`)).toBeAttached();
    if (story.pages[0]!.caption) {
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(story.pages[0]!.caption);
    }
    await page.clock.runFor(4_000);
    await expect(page.getByText(`Page 1 of ${story.pages.length}`)).toBeAttached();
    await page.clock.runFor(1_200);
    await expect(page.getByText(`Page 2 of ${story.pages.length}`)).toBeAttached();
  });

  test('the viewer pauses, and moves with the arrow keys', async ({ page }) => {
    const story = (await stories()).find((candidate) => candidate.pages.length > 2);
    if (!story) throw new Error('The CMS has no story of 3 pages.');
    await openWithClockPaused(page, `/story/${story.slug}`);
    // Retried until the page is interactive: a click before hydration does nothing.
    const play = page.getByRole('button', { name: 'Play' });
    await expect(async () => {
      if (!(await play.isVisible())) {
        await page.getByRole('button', { name: 'Pause' }).click({ timeout: 1_000 });
      }
      await expect(play).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await page.clock.runFor(40_000);
    await expect(page.getByText(`Page 1 of ${story.pages.length}`)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Page 2 of ${story.pages.length}`)).toBeAttached();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(`Page 1 of ${story.pages.length}`)).toBeAttached();
  });

  test('says "No stories found for this slug." and goes back', async ({ page }) => {
    await page.goto('/stories');
    await page.goto('/story/no-such-story');
    await expect(page.getByText('No stories found for this slug.')).toBeVisible();
    await page.getByRole('button', { name: /Back/ }).click();
    await expect(page).toHaveURL(/\/stories$/);
  });
});

test.describe('Story viewer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('swiping left and right and tapping the edges move between pages', async ({ page }) => {
    const story = (await stories()).find((candidate) => candidate.pages.length > 2);
    if (!story) throw new Error('The CMS has no story of 3 pages.');
    const total = story.pages.length;
    await openWithClockPaused(page, `/story/${story.slug}`);

    const swipe = (fromX: number, toX: number) =>
      page.locator('.story-viewer').evaluate(
        (element, [start, end]) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: element, clientX: x, clientY: 400 });
          element.dispatchEvent(
            new TouchEvent('touchstart', {
              touches: [touch(start!)],
              changedTouches: [touch(start!)],
              bubbles: true,
            }),
          );
          element.dispatchEvent(
            new TouchEvent('touchend', {
              touches: [],
              changedTouches: [touch(end!)],
              bubbles: true,
            }),
          );
        },
        [fromX, toX],
      );

    // Retried until the page is interactive: a swipe before hydration does nothing.
    await expect(async () => {
      if ((await page.getByText(`Page 1 of ${total}`).count()) > 0) await swipe(300, 60);
      await expect(page.getByText(`Page 2 of ${total}`)).toBeAttached({ timeout: 1_000 });
    }).toPass();
    await swipe(60, 300);
    await expect(page.getByText(`Page 1 of ${total}`)).toBeAttached();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`Page 2 of ${total}`)).toBeAttached();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText(`Page 1 of ${total}`)).toBeAttached();
  });
});
