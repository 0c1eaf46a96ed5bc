import { logInByApi, newReader, signUpByApi } from './support/accounts';
import { newestBlogs } from './support/cms';
import { expect, openPage, test } from './support/test';

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The service worker's copy of the saved articles (features/offline/saved-copy.ts). */
const SAVED_CACHE = 'apogee-saved-v1';
/** Where that cache keeps the list of saved articles the offline screen names. */
const SAVED_LIST_KEY = '/__offline/saved-articles.json';

test.describe('reading offline', () => {
  // Offline, the browser logs each request it cannot make (the session check, a part of the
  // page loaded on demand and not kept) and the page logs its failed session check: those are
  // the point of this journey.
  test.use({
    expectedConsoleErrors:
      /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|FetchEvent|dynamically imported module|Session check failed/,
  });

  test('a saved article reads offline; another page lists what is saved', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const reader = newReader('offline');
    await signUpByApi(request, reader);
    await logInByApi(page.request, reader);
    const [saved, other] = await newestBlogs(2);
    if (!saved || !other) throw new Error('The CMS needs two blog posts.');

    await openPage(page, `/${saved.slug}`);
    // The button's name is its label and the article's title ("Save: …", then "Saved: …").
    const named = (label: string) =>
      page.getByRole('button', {
        name: new RegExp(`^${label}\\s*:\\s*${escapeRegExp(saved.title)}$`),
      });
    await named('Save').click();
    await expect(named('Saved')).toHaveAttribute('aria-pressed', 'true');

    // The worker is registered after load and keeps the article once the page tells it: its
    // page, and the list the offline screen reads.
    await expect
      .poll(
        () =>
          page.evaluate(
            async ([cacheName, path, listKey]) => {
              const cache = await caches.open(cacheName);
              const kept = await cache.match(path);
              const list = await cache.match(listKey);
              return Boolean(kept) && Boolean(list) && (await list!.text()).includes(path.slice(1));
            },
            [SAVED_CACHE, `/${saved.slug}`, SAVED_LIST_KEY] as const,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    // The page whose title the offline screen lists is controlled by the worker.
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);

    await page.goto(`/${saved.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: saved.title })).toBeVisible();

    await page.goto(`/${other.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('This page is not saved on this device.')).toBeVisible();
    const list = page.getByRole('list');
    await expect(list.getByRole('link')).toHaveText([saved.title]);
    await expect(list.getByRole('link', { name: saved.title })).toHaveAttribute(
      'href',
      `/${saved.slug}`,
    );

    // Back online, the same address is the live page again, not the offline screen.
    await context.setOffline(false);
    await page.goto(`/${other.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  });

  test('the worker and the manifest are served to be revalidated, with their types', async ({
    request,
  }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    const body = (await manifest.json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(body.start_url).toBe('/');
    expect(body.display).toBe('standalone');
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of body.icons) {
      const png = await request.get(icon.src);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  });
});
