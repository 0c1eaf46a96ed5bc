// The offline copy of the reader's saved articles, kept by the service worker in one cache:
// each article's page as everyone gets it, the scripts, stylesheets and pictures that page
// names, and the list itself (titles for the offline screen). A sync makes the cache match
// the reader's list: new articles are fetched, removed ones and what only they needed go.
// Run in the worker (sw.ts); the fetch and the cache storage are given, so tests pass stubs.
import { articlePath, type OfflineTheme, type SavedArticle } from './offline-screen';

/** The cache holding the saved copy; a new layout of it gets a new name. */
export const SAVED_CACHE = 'apogee-saved-v1';
/** Where the list is kept in that cache: a key no page or route of the site uses. */
export const SAVED_LIST_KEY = '/__offline/saved-articles.json';
/** The reader's list, from the quiz-service through the site's proxy. */
export const SAVED_ARTICLES_API = '/api/saved-articles';
/** A saved page older than this is fetched again on the next sync (its text may have changed). */
export const SAVED_PAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The time a copy was made, on each page kept. */
const SAVED_AT_HEADER = 'x-offline-saved-at';

/** What the list key holds. */
export interface SavedList {
  readonly articles: readonly SavedArticle[];
  readonly stylesheets: readonly string[];
  readonly theme: OfflineTheme;
}

/** What a page asks of a sync. */
export interface SyncRequest {
  /** False for a visitor: the copy is dropped, only the site's stylesheets kept. */
  readonly signedIn: boolean;
  readonly theme: OfflineTheme;
  /** The stylesheets of the page asking, for the offline screen. */
  readonly stylesheets: readonly string[];
}

export type SyncOutcome =
  | { readonly status: 'synced'; readonly articles: number }
  | { readonly status: 'signed-out' }
  /** The list could not be read (offline, the service down): the copy is left as it was. */
  | { readonly status: 'unavailable' };

export interface SyncDependencies {
  readonly fetch: typeof fetch;
  readonly caches: CacheStorage;
  /** The site's origin (the worker's). */
  readonly origin: string;
  readonly now?: () => number;
}

/** Same-origin paths of the site's built files and its CMS pictures: nothing else is kept. */
function keptPath(path: string): boolean {
  return /^\/(assets|uploads)\/[^?#]+$/.test(path);
}

/**
 * The files a page needs offline: its scripts (the entry, which an inline script adds after
 * the load, among them), preloaded modules, stylesheets and pictures (src, href and every
 * srcset candidate), same-origin only.
 */
export function filesNamedBy(html: string, origin: string): string[] {
  const found = new Set<string>();
  const add = (raw: string) => {
    let url: URL;
    try {
      url = new URL(raw.replace(/&amp;/g, '&').trim(), origin);
    } catch {
      return;
    }
    if (url.origin === origin && keptPath(url.pathname)) found.add(url.pathname);
  };
  for (const match of html.matchAll(/\s(?:src|href)="([^"]+)"/g)) add(match[1] ?? '');
  // The entry module is named in the inline script that loads it after the page's load.
  for (const match of html.matchAll(/"(\/assets\/[\w.-]+)"/g)) add(match[1] ?? '');
  for (const match of html.matchAll(/\ssrcset="([^"]+)"/g))
    for (const candidate of (match[1] ?? '').split(','))
      add(candidate.trim().split(/\s+/)[0] ?? '');
  return [...found];
}

/**
 * The modules a built script imports statically by a relative path, as paths of the site. Not
 * those it imports on demand: the entry would lead to every page's code.
 */
export function modulesImportedBy(script: string, scriptPath: string): string[] {
  const found = new Set<string>();
  const base = `https://site.invalid${scriptPath}`;
  for (const match of script.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    const path = new URL(match[1] ?? '', base).pathname;
    if (keptPath(path)) found.add(path);
  }
  return [...found];
}

/** The reader's list as the API answers it; anything malformed is left out. */
export function parseSavedList(body: unknown): SavedArticle[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  const articles: SavedArticle[] = [];
  for (const item of items as unknown[]) {
    const { slug, title } = (item ?? {}) as { slug?: unknown; title?: unknown };
    if (typeof slug === 'string' && slug.trim() && typeof title === 'string')
      articles.push({ slug, title: title.trim() || slug });
  }
  return articles;
}

/** The list kept in the cache, or an empty one. */
export async function readSavedList(caches: CacheStorage): Promise<SavedList | null> {
  const cache = await caches.open(SAVED_CACHE);
  const kept = await cache.match(SAVED_LIST_KEY);
  if (!kept) return null;
  try {
    return (await kept.json()) as SavedList;
  } catch {
    return null;
  }
}

/**
 * Makes the copy match the reader's saved list. Pages are fetched with the session cookie, as
 * the browser would: an article is a page for everyone, the same bytes for every signed-in
 * reader (the web server renders it without the cookie), so the copy hydrates as it would
 * online.
 */
export async function syncSavedCopy(
  request: SyncRequest,
  { fetch, caches, origin, now = Date.now }: SyncDependencies,
): Promise<SyncOutcome> {
  const cache = await caches.open(SAVED_CACHE);
  const at = (path: string) => new URL(path, origin).href;
  let articles: SavedArticle[] = [];
  let outcome: SyncOutcome = { status: 'signed-out' };
  if (request.signedIn) {
    let answer: Response;
    try {
      answer = await fetch(at(SAVED_ARTICLES_API), {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { accept: 'application/json' },
      });
    } catch {
      return { status: 'unavailable' };
    }
    if (answer.status === 401 || answer.status === 403) {
      outcome = { status: 'signed-out' };
    } else if (!answer.ok) {
      return { status: 'unavailable' };
    } else {
      articles = parseSavedList(await answer.json().catch(() => null));
      outcome = { status: 'synced', articles: articles.length };
    }
  }

  const needed = new Set<string>([SAVED_LIST_KEY]);
  const keep = async (path: string, fetchCredentials: RequestCredentials = 'omit') => {
    needed.add(path);
    if (await cache.match(at(path), { ignoreVary: true })) return null;
    const file = await fetch(at(path), { credentials: fetchCredentials }).catch(() => null);
    if (!file?.ok) return null;
    await cache.put(at(path), file.clone());
    return file;
  };
  const keepScript = async (path: string, seen: Set<string>): Promise<void> => {
    if (seen.has(path)) return;
    seen.add(path);
    const fresh = await keep(path);
    const script = fresh ?? (await cache.match(at(path)));
    if (!script || !path.endsWith('.js')) return;
    for (const module of modulesImportedBy(await script.text(), path))
      await keepScript(module, seen);
  };

  const stylesheets = request.stylesheets.filter(
    (href) => href.startsWith('/') && keptPath(new URL(href, origin).pathname),
  );
  for (const href of stylesheets) await keep(new URL(href, origin).pathname);

  const seen = new Set<string>();
  const kept: { article: SavedArticle; page: Response }[] = [];
  for (const article of articles) {
    const path = articlePath(article.slug);
    needed.add(path);
    let page = await cache.match(at(path));
    const savedAt = Number(page?.headers.get(SAVED_AT_HEADER) ?? 0);
    if (!page || now() - savedAt > SAVED_PAGE_MAX_AGE_MS) {
      const fresh = await fetch(at(path), { credentials: 'same-origin' }).catch(() => null);
      if (fresh?.ok && (fresh.headers.get('content-type') ?? '').startsWith('text/html')) {
        const headers = new Headers(fresh.headers);
        headers.set(SAVED_AT_HEADER, String(now()));
        // The body is kept as text, decoded: its encoding and length went with the bytes sent.
        headers.delete('content-encoding');
        headers.delete('content-length');
        const body = await fresh.text();
        page = new Response(body, { status: 200, headers });
        await cache.put(at(path), page.clone());
      }
    }
    if (page) kept.push({ article, page });
  }

  // The list first: an article whose page is kept is readable offline (as its HTML) and named
  // by the offline screen at once, while its scripts and pictures are still on their way.
  const list: SavedList = {
    articles: kept.map(({ article }) => article),
    stylesheets,
    theme: request.theme,
  };
  await cache.put(
    at(SAVED_LIST_KEY),
    new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }),
  );
  for (const { page } of kept)
    for (const file of filesNamedBy(await page.text(), origin)) await keepScript(file, seen);
  for (const key of await cache.keys()) {
    const { pathname } = new URL(key.url);
    if (!needed.has(pathname)) await cache.delete(key);
  }
  return outcome;
}
