import { beforeEach, describe, expect, it } from 'vitest';
import {
  SAVED_CACHE,
  SAVED_LIST_KEY,
  SAVED_PAGE_MAX_AGE_MS,
  filesNamedBy,
  modulesImportedBy,
  parseSavedList,
  readSavedList,
  syncSavedCopy,
} from './saved-copy';

const ORIGIN = 'https://apogee.test';

/** The Cache API as far as the sync uses it, in memory: one entry per URL. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key(request: RequestInfo | URL) {
    return new URL(request instanceof Request ? request.url : String(request), ORIGIN).href;
  }
  match(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.get(this.key(request))?.clone());
  }
  put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response.clone());
    return Promise.resolve();
  }
  delete(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.delete(this.key(request)));
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  paths() {
    return [...this.entries.keys()].map((url) => new URL(url).pathname).sort();
  }
}

class MemoryCaches {
  readonly byName = new Map<string, MemoryCache>();
  open(name: string) {
    if (!this.byName.has(name)) this.byName.set(name, new MemoryCache());
    return Promise.resolve(this.byName.get(name)!);
  }
}

const articleHtml = (slug: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/assets/app-abc.css">` +
  `<link rel="modulepreload" href="/assets/${slug}-route.js"><script>(function(){var s=document.createElement("script");s.src="/assets/initial-1.js"})()</script>` +
  `<link rel="alternate" href="/rss.xml"></head><body><h1>${slug}</h1>` +
  `<img src="/uploads/${slug}.jpg" srcset="/uploads/small_${slug}.jpg 500w, /uploads/${slug}.jpg 1000w">` +
  `<img src="https://cdn.example/x.jpg"><a href="/category/space">Space</a></body></html>`;

/** The site as the worker's fetch sees it; `list` is the reader's saved list (null: signed out). */
function site(list: () => { slug: string; title: string }[] | null) {
  const requests: { path: string; credentials?: RequestCredentials }[] = [];
  const fetchStub = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push({ path: url.pathname, credentials: init?.credentials });
    if (url.pathname === '/api/saved-articles') {
      const items = list();
      return Promise.resolve(
        items
          ? Response.json({ items: items.map((item) => ({ ...item, savedAt: '2026-11-27' })) })
          : Response.json({ error: 'Sign in first.' }, { status: 401 }),
      );
    }
    if (url.pathname.startsWith('/assets/initial-1.js'))
      return Promise.resolve(new Response('import{a}from"./shared-2.js";import("./lazy-3.js")'));
    if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/uploads/'))
      return Promise.resolve(new Response(`file ${url.pathname}`));
    const slug = url.pathname.slice(1);
    return Promise.resolve(
      new Response(articleHtml(slug), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' },
      }),
    );
  };
  return { fetch: fetchStub as typeof fetch, requests };
}

let caches: MemoryCaches;
beforeEach(() => {
  caches = new MemoryCaches();
});
const deps = (fetch: typeof globalThis.fetch, now = () => 1_000_000) => ({
  fetch,
  caches: caches as unknown as CacheStorage,
  origin: ORIGIN,
  now,
});
const asked = { signedIn: true, theme: 'night' as const, stylesheets: ['/assets/app-abc.css'] };

describe('the offline copy of the saved articles', () => {
  it('keeps each saved article’s page, its scripts, stylesheet and pictures, and the list', async () => {
    let saved = [{ slug: 'apollo-11', title: 'Apollo 11' }];
    const { fetch } = site(() => saved);
    expect(await syncSavedCopy(asked, deps(fetch))).toEqual({ status: 'synced', articles: 1 });
    const cache = await caches.open(SAVED_CACHE);
    expect(cache.paths()).toEqual([
      SAVED_LIST_KEY,
      '/apollo-11',
      '/assets/apollo-11-route.js',
      '/assets/app-abc.css',
      '/assets/initial-1.js',
      // A module imported on demand (another page, a part loaded on scroll) is not kept.
      '/assets/shared-2.js',
      '/uploads/apollo-11.jpg',
      '/uploads/small_apollo-11.jpg',
    ]);
    expect(await readSavedList(caches as unknown as CacheStorage)).toEqual({
      articles: [{ slug: 'apollo-11', title: 'Apollo 11' }],
      stylesheets: ['/assets/app-abc.css'],
      theme: 'night',
    });

    const page = await cache.match(`${ORIGIN}/apollo-11`);
    expect(page?.headers.get('content-encoding')).toBeNull();
    expect(await page?.text()).toBe(articleHtml('apollo-11'));

    saved = [{ slug: 'gemini-4', title: 'Gemini 4' }];
    await syncSavedCopy(asked, deps(fetch));
    expect(cache.paths()).not.toContain('/apollo-11');
    expect(cache.paths()).not.toContain('/uploads/apollo-11.jpg');
    expect(cache.paths()).toContain('/gemini-4');
    expect(cache.paths()).toContain('/assets/initial-1.js');
  });

  it('asks for the list and the pages as the browser would, files without the session', async () => {
    const { fetch, requests } = site(() => [{ slug: 'apollo-11', title: 'Apollo 11' }]);
    await syncSavedCopy(asked, deps(fetch));
    expect(requests.find((r) => r.path === '/api/saved-articles')?.credentials).toBe('same-origin');
    expect(requests.find((r) => r.path === '/apollo-11')?.credentials).toBe('same-origin');
    expect(requests.find((r) => r.path === '/uploads/apollo-11.jpg')?.credentials).toBe('omit');
    // Nothing else of the API is asked, and nothing off the site.
    expect(requests.filter((r) => r.path.startsWith('/api/'))).toHaveLength(1);
  });

  it('fetches a kept page again only once it is a day old', async () => {
    const { fetch, requests } = site(() => [{ slug: 'apollo-11', title: 'Apollo 11' }]);
    await syncSavedCopy(
      asked,
      deps(fetch, () => 1_000_000),
    );
    await syncSavedCopy(
      asked,
      deps(fetch, () => 1_000_000 + 60_000),
    );
    expect(requests.filter((r) => r.path === '/apollo-11')).toHaveLength(1);
    await syncSavedCopy(
      asked,
      deps(fetch, () => 1_000_000 + SAVED_PAGE_MAX_AGE_MS + 1),
    );
    expect(requests.filter((r) => r.path === '/apollo-11')).toHaveLength(2);
  });

  it('drops the copy when the reader is signed out, keeping only the site’s stylesheet', async () => {
    let saved: { slug: string; title: string }[] | null = [{ slug: 'apollo-11', title: 'A' }];
    const { fetch } = site(() => saved);
    await syncSavedCopy(asked, deps(fetch));
    saved = null;
    expect(await syncSavedCopy(asked, deps(fetch))).toEqual({ status: 'signed-out' });
    const cache = await caches.open(SAVED_CACHE);
    expect(cache.paths()).toEqual([SAVED_LIST_KEY, '/assets/app-abc.css']);
    expect((await readSavedList(caches as unknown as CacheStorage))?.articles).toEqual([]);
  });

  it('a visitor’s page drops a previous reader’s copy without asking the API', async () => {
    const { fetch, requests } = site(() => [{ slug: 'apollo-11', title: 'A' }]);
    await syncSavedCopy(asked, deps(fetch));
    requests.length = 0;
    await syncSavedCopy({ ...asked, signedIn: false }, deps(fetch));
    expect(requests.map((r) => r.path)).toEqual([]);
    expect((await caches.open(SAVED_CACHE)).paths()).toEqual([
      SAVED_LIST_KEY,
      '/assets/app-abc.css',
    ]);
  });

  it('leaves the copy as it was when the list cannot be read', async () => {
    const { fetch } = site(() => [{ slug: 'apollo-11', title: 'A' }]);
    await syncSavedCopy(asked, deps(fetch));
    const before = (await caches.open(SAVED_CACHE)).paths();
    const down = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await syncSavedCopy(asked, deps(down))).toEqual({ status: 'unavailable' });
    const failing = (() =>
      Promise.resolve(new Response('', { status: 502 }))) as unknown as typeof fetch;
    expect(await syncSavedCopy(asked, deps(failing))).toEqual({ status: 'unavailable' });
    expect((await caches.open(SAVED_CACHE)).paths()).toEqual(before);
  });
});

describe('what a saved page needs', () => {
  it('is its same-origin scripts, stylesheets and pictures, every srcset candidate', () => {
    expect(filesNamedBy(articleHtml('x'), ORIGIN).sort()).toEqual([
      '/assets/app-abc.css',
      '/assets/initial-1.js',
      '/assets/x-route.js',
      '/uploads/small_x.jpg',
      '/uploads/x.jpg',
    ]);
  });

  it('follows a script’s relative imports', () => {
    expect(
      modulesImportedBy('import{a}from"./b-1.js";import"../assets/c-2.js";', '/assets/a.js'),
    ).toEqual(['/assets/b-1.js', '/assets/c-2.js']);
  });

  it('reads only well-formed items of the list', () => {
    expect(
      parseSavedList({
        items: [{ slug: 'ok', title: 'OK' }, { slug: 3 }, null, { slug: 'no-title', title: ' ' }],
      }),
    ).toEqual([
      { slug: 'ok', title: 'OK' },
      { slug: 'no-title', title: 'no-title' },
    ]);
    expect(parseSavedList({ nope: true })).toEqual([]);
  });
});
