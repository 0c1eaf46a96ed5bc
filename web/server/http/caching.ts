// HTTP caching of what the web server answers beyond its hashed assets and its pages for
// everyone (shared-pages.ts, which keeps those compressed): what is rendered for one
// reader is never kept anywhere, media from the CMS get a day of freshness and a validator, and
// text answers are compressed as they stream (brotli when the browser takes it).
// The web server (web/server/server.ts) applies it to what it answers.
import { Readable, pipeline, type Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Rendered for one reader, or setting a cookie: kept by no cache, the browser's own included. */
export const PAGE_NO_STORE = 'private, no-store';
/** Media names carry the CMS's hash, but a replaced file may keep its name: a day, then ask. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const COMPRESSIBLE = /^(text\/html|application\/(xml|rss\+xml|json))/;

/** The encodings a text answer is sent in: brotli, gzip, or as it is. */
export type TextEncoding = 'br' | 'gzip' | 'identity';

/** The encoding a request takes: brotli when it says so, else gzip, else none. */
export function encodingFor(request: Request): TextEncoding {
  const accepts = request.headers.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return 'identity';
}

/**
 * True when the asker already holds what would be sent, so 304 answers it. If-None-Match
 * decides when it is sent (RFC 9110, 13.2.2): `sameTag` is given each listed tag without its
 * `W/` (weak comparison, as for GET). Without it, If-Modified-Since no earlier than
 * `modifiedAt` (ms) holds it; HTTP dates are to the second, so a change within that second
 * counts as that second's. Pages (compressed-page.ts) and media (finishMedia) both ask here.
 */
export function askerHolds(
  request: Headers,
  sameTag: (bareTag: string) => boolean,
  modifiedAt: number,
): boolean {
  const ifNoneMatch = request.get('if-none-match');
  if (ifNoneMatch)
    return ifNoneMatch.split(',').some((tag) => {
      const bare = tag.trim().replace(/^W\//, '');
      return bare === '*' || sameTag(bare);
    });
  const since = Date.parse(request.get('if-modified-since') ?? '');
  return !Number.isNaN(since) && Math.floor(modifiedAt / 1000) * 1000 <= since;
}

function notModified(etag: string, cacheControl: string, vary?: string): Response {
  const headers = new Headers({ etag, 'cache-control': cacheControl });
  if (vary) headers.set('vary', vary);
  return new Response(null, { status: 304, headers });
}

/**
 * A rendered text answer on its way out, compressed as it streams (brotli when the browser
 * takes it, gzip otherwise). Chunks are not flushed one by one: React writes many small ones,
 * and flushing each cost a tenth of the web's CPU under load (docs/performance.md).
 */
export function finishPage(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !COMPRESSIBLE.test(type) || response.headers.has('content-encoding'))
    return response;
  const headers = new Headers(response.headers);
  if (!/\bAccept-Encoding\b/i.test(headers.get('vary') ?? ''))
    headers.append('vary', 'Accept-Encoding');
  const encoding = encodingFor(request);
  let compressor: Transform | null = null;
  if (encoding === 'br') {
    // Quality 5: most of brotli's gain over gzip at a fraction of its highest setting's cost.
    // A 256 KB window holds a whole page; brotli's 4 MB default costs memory on every answer.
    compressor = createBrotliCompress({
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 },
    });
    headers.set('content-encoding', 'br');
  } else if (encoding === 'gzip') {
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
  const bareTag = `"${modified.toString(16)}${variant ? `-${variant}` : ''}"`;
  // Weak: it names the file's time, not a hash of the bytes sent.
  const etag = `W/${bareTag}`;
  headers.set('etag', etag);
  if (askerHolds(request.headers, (tag) => tag === bareTag, modified)) {
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
