import { magazineReaderMessages as text } from '@apogee/contracts/magazine-reader';
import { readerLaunchText } from '@apogee/contracts/magazine-reader-launch';
import type { Locator } from '@playwright/test';
import { expect, openPage, test } from './support/test';
import { magazines } from './support/cms';

/** How many different colours a sample of the canvas's pixels holds (1 for a blank page). */
function coloursOn(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const drawn = element as HTMLCanvasElement;
    const pixels = drawn.getContext('2d')!.getImageData(0, 0, drawn.width, drawn.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4 * 97)
      colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
    return colours.size;
  });
}

test.describe('Magazine reader', () => {
  test('reads a seeded issue page by page on the site itself', async ({ page }) => {
    const issue = (await magazines()).find((magazine) => magazine.pdf);
    if (!issue)
      throw new Error('No magazine issue in the CMS has a PDF: the seed writes one each.');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (['script', 'other'].includes(request.resourceType())) scripts.push(request.url());
    });
    await openPage(page, `/publications/${issue.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issue.title);
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).not.toHaveCount(0);
    // The sample issues have no shop: no purchase link, and no frame of a made-up reader.
    expect(issue.purchaseUrl).toBeNull();
    await expect(page.getByRole('link', { name: /Want to buy/ })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    // The reader and pdf.js load when the reader asks, not with the page.
    expect(scripts.filter((url) => /PdfReader|pdf\.worker/.test(url))).toEqual([]);

    await page.getByRole('button', { name: readerLaunchText.open }).click();
    const reader = page.getByRole('region', { name: text.region(issue.title) });
    const canvas = reader.locator('canvas.issue-reader__canvas');
    await expect(canvas).toHaveAttribute('data-drawn-page', '1', { timeout: 20_000 });
    expect(await coloursOn(canvas)).toBeGreaterThan(10);
    // pdf.js's worker came from the site's own build, like its scripts.
    const origin = new URL(page.url()).origin;
    const worker = scripts.find((url) => /\/assets\/pdf\.worker[^/]*\.mjs$/.test(url));
    expect(worker && new URL(worker).origin).toBe(origin);

    // Within the old site's 800 px frame.
    const box = await reader.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(800);

    // Thumbnails of every page (the seed's issues have four).
    const thumbnails = reader.getByRole('list', { name: text.pages }).getByRole('button');
    await expect(thumbnails).toHaveCount(4);
    await expect(thumbnails.first()).toHaveAttribute('aria-current', 'page');

    // Keys: the next page with the right arrow, the last with End, the first with Home.
    await page.keyboard.press('ArrowRight');
    await expect(reader.locator('[aria-live]')).toHaveText(text.page(2, 4));
    await expect(canvas).toHaveAttribute('data-drawn-page', '2');
    expect(await coloursOn(canvas)).toBeGreaterThan(10);
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('End');
    await expect(reader.locator('[aria-live]')).toHaveText(text.page(4, 4));
    await page.keyboard.press('Home');
    await expect(reader.locator('[aria-live]')).toHaveText(text.page(1, 4));
    await thumbnails.nth(2).click();
    await expect(canvas).toHaveAttribute('data-drawn-page', '3');

    // Zoom: the page is drawn larger, and "Fit the page" brings it back.
    const fitted = (await canvas.boundingBox())!.width;
    await reader.getByRole('button', { name: text.zoomIn }).click();
    await expect(reader.locator('[data-zoom]')).toHaveText(`${text.zoom} 125%`);
    await expect
      .poll(async () => (await canvas.boundingBox())!.width)
      .toBeGreaterThan(fitted * 1.2);
    await reader.getByRole('button', { name: text.fit }).click();
    await expect
      .poll(async () => Math.round((await canvas.boundingBox())!.width))
      .toBe(Math.round(fitted));

    // Closing returns to the button.
    await reader.getByRole('button', { name: text.close }).click();
    await expect(page.getByRole('button', { name: readerLaunchText.open })).toBeVisible();
  });
});
