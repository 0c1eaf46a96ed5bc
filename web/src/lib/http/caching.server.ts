// HTTP caching of what the web server answers beyond its hashed assets: server-rendered pages
// get a validator (ETag) and are revalidated on every use, media from the CMS get a day of
// freshness and a validator, and pages are compressed (brotli when the browser takes it).
// The web server (web/server.ts) applies it to what it answers.
import { createHash } from 'node:crypto';
import { Readable, pipeline, type Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { carriesSessionCookie } from '@apogee/contracts/session-cookie';
import { SESSION_HINT_HEADER } from '../session/session-hint-header';
import { pageAudience } from './page-audience.server';

/** Pages change whenever an editor publishes: browsers keep them but ask again each time. */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** Media names carry the CMS's hash, but a replaced file may keep its name: a day, then ask. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const COMPRESSIBLE = /^(text\/html|application\/(xml|rss\+xml|json))/;

/** True when an If-None-Match header lists `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function notModified(etag: string, cacheControl: string, vary?: string): Response {
  const headers = new Headers({ etag, 'cache-control': cacheControl });
  if (vary) headers.set('vary', vary);
  return new Response(null, { status: 304, headers });
}

/**
 * Validators of server-rendered pages. A page's HTML differs on every render (CSP nonce,
 * timestamps of the data it carries), so its ETag names what it was rendered from instead: the
 * build, the CMS content (a purge from the CMS webhook, or the end of a cache period of the web's
 * CMS cache, gives a new one), the address, the cookies it was rendered with and whether the
 * reader sent a session cookie (a page for everyone is rendered from the request as
 * `prepareForAudience` leaves it). A browser revalidating within that gets 304 without the page
 * being rendered again, and never a page kept from before it signed in or out.
 */
export interface PageValidator {
  /** The ETag of the page `request` asks for, as it would be rendered now. */
  etagOf(request: Request): string;
  /**
   * The page `request` asks for across cache periods: its ETag without the period. Two
   * requests with the same identity get the same page unless the CMS changed something the
   * web's cache has not yet noticed (which is what the period is for).
   */
  identityOf(request: Request): string;
  /** True for a page for everyone (`pageAudience`) whose request carries no session cookie. */
  shared(request: Request): boolean;
  /** The CMS content changed (its webhook purged the web's cache). */
  contentChanged(): void;
  /** A 304 for a GET whose If-None-Match holds this page's current ETag, else null. */
  notModified(request: Request): Response | null;
  /** The caching headers of a freshly rendered page. */
  headersFor(request: Request): Record<string, string>;
}

export function createPageValidator({
  buildId,
  cachePeriodMs = 30_000,
  now = Date.now,
}: {
  buildId: string;
  cachePeriodMs?: number;
  now?: () => number;
}): PageValidator {
  let contentVersion = 0;
  const hashOf = (request: Request, period: number | null) => {
    const url = new URL(request.url);
    return createHash('sha1')
      .update(`${buildId}|${contentVersion}|${period ?? '*'}|`)
      .update(`${url.pathname}${url.search}|${request.headers.get('cookie') ?? ''}|`)
      .update(request.headers.get(SESSION_HINT_HEADER) ?? '')
      .digest('base64url');
  };
  const etagOf = (request: Request) => `W/"${hashOf(request, Math.floor(now() / cachePeriodMs))}"`;
  // A page for everyone, and rendered from a request with no session cookie: a reader's
  // personal pages depend on the session's state too (a logout elsewhere ends it), so they are
  // rendered every time and kept out of shared caches. The second test holds even for a
  // request nobody prepared: whatever carries a session cookie is never shared.
  const shared = (request: Request) => {
    const cookie = request.headers.get('cookie');
    return (
      !carriesSessionCookie(cookie) &&
      pageAudience({ method: request.method, pathname: new URL(request.url).pathname, cookie }) ===
        'everyone'
    );
  };
  return {
    etagOf,
    identityOf: (request) => hashOf(request, null),
    shared,
    contentChanged() {
      contentVersion += 1;
    },
    notModified(request) {
      if (!shared(request)) return null;
      const etag = etagOf(request);
      if (!matchesEtag(request.headers.get('if-none-match'), etag)) return null;
      return notModified(etag, PAGE_CACHE_CONTROL, 'Accept-Encoding');
    },
    headersFor(request): Record<string, string> {
      if (!shared(request)) return { 'cache-control': `private, ${PAGE_CACHE_CONTROL}` };
      return { etag: etagOf(request), 'cache-control': PAGE_CACHE_CONTROL };
    },
  };
}

/**
 * A server-rendered answer on its way out: a page (HTML, 200, no caching of its own) gets the
 * validator headers, and every text answer is compressed as it streams (brotli when the browser
 * takes it, gzip otherwise). Chunks are not flushed one by one: React writes many small ones,
 * and flushing each cost a tenth of the web's CPU under load (docs/performance.md).
 */
export function finishPage(
  request: Request,
  response: Response,
  { validator }: { validator?: PageValidator } = {},
): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !COMPRESSIBLE.test(type) || response.headers.has('content-encoding'))
    return response;
  const headers = new Headers(response.headers);
  const cacheable =
    validator &&
    response.status === 200 &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    type.startsWith('text/html') &&
    !headers.has('cache-control');
  if (cacheable) {
    for (const [name, value] of Object.entries(validator.headersFor(request)))
      headers.set(name, value);
  }
  headers.append('vary', 'Accept-Encoding');
  const accepts = request.headers.get('accept-encoding') ?? '';
  let compressor: Transform | null = null;
  if (/\bbr\b/.test(accepts)) {
    // Quality 5: most of brotli's gain over gzip at a fraction of its highest setting's cost.
    // A 256 KB window holds a whole page; brotli's 4 MB default costs memory on every answer.
    compressor = createBrotliCompress({
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 },
    });
    headers.set('content-encoding', 'br');
  } else if (/\bgzip\b/.test(accepts)) {
    compressor = createGzip({ level: 6 });
    headers.set('content-encoding', 'gzip');
  }
  if (!compressor)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  headers.delete('content-length');
  // pipeline ends the compressed stream with an error when rendering fails midway.
  pipeline(Readable.fromWeb(response.body as NodeReadableStream), compressor, () => {});
  const body = Readable.toWeb(compressor) as ReadableStream<Uint8Array>;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A media file the CMS served: a day of freshness, and an ETag from its modification time (the
 * CMS sends Last-Modified but no validator a browser can send back as If-None-Match; the path
 * names the file, so its time tells versions apart). `variant` names another representation of
 * the same file (a picture as WebP), so the two never share a validator.
 */
export function finishMedia(
  request: Request,
  response: Response,
  { variant }: { variant?: string } = {},
): Response {
  if (response.status !== 200) return response;
  const headers = new Headers(response.headers);
  const modified = Date.parse(headers.get('last-modified') ?? '');
  headers.set('cache-control', MEDIA_CACHE_CONTROL);
  if (Number.isNaN(modified)) return withHeaders(response, headers);
  const etag = `W/"${modified.toString(16)}${variant ? `-${variant}` : ''}"`;
  headers.set('etag', etag);
  const ifModifiedSince = Date.parse(request.headers.get('if-modified-since') ?? '');
  const unchanged = request.headers.has('if-none-match')
    ? matchesEtag(request.headers.get('if-none-match'), etag)
    : !Number.isNaN(ifModifiedSince) && modified <= ifModifiedSince;
  if (unchanged) {
    response.body?.cancel().catch(() => {});
    return notModified(etag, MEDIA_CACHE_CONTROL, headers.get('vary') ?? undefined);
  }
  return withHeaders(response, headers);
}

function withHeaders(response: Response, headers: Headers): Response {
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
