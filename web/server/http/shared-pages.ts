// Pages for everyone (page-audience.ts) as the web server answers them: rendered without
// a nonce, their inline scripts listed by hash in their Content-Security-Policy, kept compressed
// (compressed-page.ts) and answered as they are to every reader, visitor or signed-in,
// for one cache period; marked for shared caches (`Cache-Control: public, s-maxage…`) with the
// tags of what they show (`Surrogate-Key`, packages/contracts/src/cache-tags.ts). A publish
// drops exactly the kept pages whose tags it names (`purge`); the others stay.
//
// After its period a page stands in while one render makes the next (stale-while-revalidate),
// and while renders fail (stale-if-error), so no reader waits because a period ended or the CMS
// is away. Readers asking for a page nobody has kept share one render.
//
// A page whose URL has a query (a search, above all: /search?discover=…) is kept only once
// it has been asked for ASKS_BEFORE_KEPT times within ASK_PERIOD_MS. Anyone can make up a new
// query on every request; kept at once, each would push a popular page out of the MAX_PAGES.
// The asks are counted per URL as asked (and cookies), not per query folded to lower case, so
// every new spelling of a popular query must be asked often too.
import { purgedBy, tagsForPage } from '@apogee/contracts/cache-tags';
import { SESSION_HINT_HEADER } from '../../src/lib/session/session-hint-header';
import { inlineScriptHashes } from '../security/script-hashes';
import { PAGE_NO_STORE, finishPage } from './caching';
import { PAGE_VARY, answerFromPage, compressPage, type CompressedPage } from './compressed-page';

/** A page's cache period: the web's CMS answers are kept as long (cms-cache.server.ts). */
export const PAGE_PERIOD_S = 30;
/** How long after its period a kept page still answers while the next render is made. */
export const STALE_WHILE_REVALIDATE_S = 300;
/** How long after its period a kept page still answers while renders fail. */
export const STALE_IF_ERROR_S = 86_400;
/**
 * A page for everyone: browsers revalidate it every time (a 304 while it holds), shared caches
 * keep it one period and then as above.
 */
export const SHARED_PAGE_CACHE_CONTROL =
  `public, max-age=0, s-maxage=${PAGE_PERIOD_S}, ` +
  `stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;

/** Pages kept at most (one per address and cookies); the oldest goes first (some 100 KB each). */
const MAX_PAGES = 300;
/** Renders of a page with a query before it is kept: a one-off query is never kept. */
const ASKS_BEFORE_KEPT = 3;
/** The period those asks must fall in, counted from the first. */
const ASK_PERIOD_MS = 10 * 60_000;
/** Pages with a query whose asks are counted at once; the oldest count goes first. */
const MAX_ASK_COUNTS = 5000;
/** Purges remembered for the renders under way when they came. */
const MAX_PURGES = 1000;

interface KeptPage extends CompressedPage {
  tags: readonly string[];
}

export interface SharedPages {
  /** The answer to a GET or HEAD of a page for everyone. */
  answer(request: Request): Promise<Response>;
  /** Drops the kept pages carrying any of `tags` (`site`: all); returns how many. */
  purge(tags: readonly string[]): number;
  /** How many pages are kept. */
  size(): number;
}

export interface SharedPagesOptions {
  /** Renders the page a request asks for (the app, scripts after load). */
  render(request: Request): Promise<Response>;
  /**
   * The security headers of a page whose inline scripts have these hashes, its
   * Content-Security-Policy among them: kept with the page, so its answers need nothing added.
   */
  securityHeaders(scriptHashes: readonly string[], pathname: string): Record<string, string>;
  maxPages?: number;
  periodMs?: number;
  staleWhileRevalidateMs?: number;
  staleIfErrorMs?: number;
  /** Renders of a page with a query before it is kept (ASKS_BEFORE_KEPT). */
  asksBeforeKept?: number;
  now?: () => number;
  /** A render behind a page that stood in failed (the readers got the earlier page). */
  onRenderFailed?: (error: unknown) => void;
}

/** What a page is kept under: its address and what it was rendered from. */
function identityOf(request: Request): string {
  const url = new URL(request.url);
  return [
    `${url.pathname}${url.search}`,
    request.headers.get('cookie') ?? '',
    request.headers.get(SESSION_HINT_HEADER) ?? '',
  ].join('\n');
}

/** The request a page is rendered from: a HEAD renders the page a GET would get. */
function asGet(request: Request): Request {
  if (request.method === 'GET') return request;
  return new Request(request.url, { method: 'GET', headers: request.headers });
}

export function createSharedPages({
  render,
  securityHeaders,
  maxPages = MAX_PAGES,
  periodMs = PAGE_PERIOD_S * 1000,
  staleWhileRevalidateMs = STALE_WHILE_REVALIDATE_S * 1000,
  staleIfErrorMs = STALE_IF_ERROR_S * 1000,
  asksBeforeKept = ASKS_BEFORE_KEPT,
  now = Date.now,
  onRenderFailed = () => {},
}: SharedPagesOptions): SharedPages {
  /** By identity, oldest first. */
  const pages = new Map<string, KeptPage>();
  /** Renders under way, by identity: their readers share them. */
  const rendering = new Map<string, Promise<void>>();
  /** Pages with a query not kept yet, by identity: how often and since when they were asked. */
  const asks = new Map<string, { count: number; since: number }>();
  /** Purges by number, so a render a purge overtook is not kept. */
  let purgeCount = 0;
  const purges: { count: number; tags: readonly string[] }[] = [];

  /** Counts one render of a page with a query; true once it has been asked often enough. */
  function askedOften(request: Request, identity: string): boolean {
    if (!new URL(request.url).search || pages.has(identity)) return true;
    const at = now();
    let ask = asks.get(identity);
    if (!ask || at - ask.since > ASK_PERIOD_MS) ask = { count: 0, since: at };
    ask.count += 1;
    asks.delete(identity);
    if (ask.count >= asksBeforeKept) return true;
    asks.set(identity, ask);
    const oldest = asks.keys().next();
    if (asks.size > MAX_ASK_COUNTS && !oldest.done) asks.delete(oldest.value);
    return false;
  }

  function keep(identity: string, page: KeptPage) {
    pages.delete(identity);
    const oldest = pages.keys().next();
    if (pages.size >= maxPages && !oldest.done) pages.delete(oldest.value);
    pages.set(identity, page);
  }

  /**
   * Renders the page and keeps it when every reader would get the same. Returns the kept page,
   * or the answer itself when it is not one to keep (another type, an error page, a cookie).
   */
  async function renderPage(request: Request, identity: string): Promise<KeptPage | Response> {
    const startedAt = purgeCount;
    const response = await render(asGet(request));
    const type = response.headers.get('content-type') ?? '';
    const { pathname } = new URL(request.url);
    if (!type.startsWith('text/html') || !response.body) return forEveryone(request, response);
    const html = await response.text();
    const headers = new Headers(response.headers);
    const security = securityHeaders(inlineScriptHashes(html), pathname);
    for (const [name, value] of Object.entries(security))
      if (name === 'content-security-policy' || !headers.has(name)) headers.set(name, value);
    const tags = tagsForPage(pathname, html);
    const keepable =
      response.status === 200 && !headers.has('set-cookie') && !headers.has('cache-control');
    if (!keepable || !askedOften(request, identity)) {
      const answer = new Response(request.method === 'HEAD' ? null : html, {
        status: response.status,
        headers,
      });
      return forEveryone(request, answer, tags);
    }
    headers.set('cache-control', SHARED_PAGE_CACHE_CONTROL);
    headers.set('surrogate-key', tags.join(' '));
    // Each answer sets these itself (compressed-page.ts).
    for (const name of [
      'content-length',
      'content-encoding',
      'etag',
      'vary',
      'age',
      'last-modified',
    ])
      headers.delete(name);
    const page = { ...(await compressPage(html, [...headers], now())), tags };
    const overtaken = purges.some((purge) => purge.count > startedAt && purgedBy(tags, purge.tags));
    if (!overtaken) keep(identity, page);
    return page;
  }

  /** One render per page at a time: a second reader waits for the first's. */
  function renderOnce(request: Request, identity: string): Promise<KeptPage | Response> {
    const work = renderPage(request, identity);
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    rendering.set(identity, settled);
    void settled.then(() => {
      if (rendering.get(identity) === settled) rendering.delete(identity);
    });
    return work;
  }

  const answerWith = (request: Request, result: KeptPage | Response) =>
    result instanceof Response ? result : answerFromPage(request, result, now());

  return {
    async answer(request) {
      const identity = identityOf(request);
      const kept = pages.get(identity);
      const age = kept ? now() - kept.keptAt : Infinity;
      if (kept && age < periodMs) return answerFromPage(request, kept, now());
      if (kept && age < periodMs + staleWhileRevalidateMs) {
        if (!rendering.has(identity))
          renderOnce(request, identity).then((result) => {
            // Nobody reads this answer: one that was not kept (an error) is let go.
            if (result instanceof Response) void result.body?.cancel().catch(() => {});
          }, onRenderFailed);
        return answerFromPage(request, kept, now());
      }
      const pending = rendering.get(identity);
      if (pending) {
        await pending;
        const page = pages.get(identity);
        if (page && now() - page.keptAt < periodMs) return answerFromPage(request, page, now());
      }
      try {
        const result = await renderOnce(request, identity);
        const failed = result instanceof Response && result.status >= 500;
        if (failed && kept && age < periodMs + staleIfErrorMs) {
          void result.body?.cancel().catch(() => {});
          return answerFromPage(request, kept, now());
        }
        return answerWith(request, result);
      } catch (error) {
        if (kept && age < periodMs + staleIfErrorMs) {
          onRenderFailed(error);
          return answerFromPage(request, kept, now());
        }
        throw error;
      }
    },
    purge(tags) {
      purgeCount += 1;
      purges.push({ count: purgeCount, tags });
      if (purges.length > MAX_PURGES) purges.shift();
      let dropped = 0;
      for (const [identity, page] of pages)
        if (purgedBy(page.tags, tags)) {
          pages.delete(identity);
          dropped += 1;
        }
      return dropped;
    },
    size: () => pages.size,
  };
}

/**
 * An answer to a request for a page for everyone that is not kept: compressed on its way out;
 * public, with its tags, when every reader gets the same (a feed, a sitemap, a page with a
 * query asked once); never kept by a cache when it sets a cookie.
 */
function forEveryone(request: Request, response: Response, tags?: readonly string[]): Response {
  const headers = new Headers(response.headers);
  const { pathname } = new URL(request.url);
  const html = (headers.get('content-type') ?? '').startsWith('text/html');
  if (headers.has('set-cookie')) headers.set('cache-control', PAGE_NO_STORE);
  else if (html && response.status === 200 && !headers.has('cache-control'))
    headers.set('cache-control', SHARED_PAGE_CACHE_CONTROL);
  else if (html && !headers.has('cache-control')) headers.set('cache-control', 'no-cache');
  if (/^public\b/.test(headers.get('cache-control') ?? ''))
    headers.set('surrogate-key', (tags ?? tagsForPage(pathname, '')).join(' '));
  if (html) headers.set('vary', PAGE_VARY);
  return finishPage(
    request,
    new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    }),
  );
}
