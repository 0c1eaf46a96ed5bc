// A page for everyone as the web server keeps it: the same bytes for every reader, compressed
// once (brotli and gzip, beside the plain HTML), with a strong ETag per encoding, and answered
// as it is, or with 304 to a browser or cache that holds it
// (docs/decisions/058-pages-compressed-once-purged-by-tag.md).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { FastResponse } from 'srvx';
import { markSecured } from '../security/secured-answers';
import { askerHolds, encodingFor, type TextEncoding } from './caching';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's quality for kept pages. A page is compressed once per cache period, not once per
 * reader, so a higher setting than a per-request stream could afford; 11 costs some ten times
 * as much for a few percent more.
 */
const BROTLI_QUALITY = 9;

/** The caches, the browser's included, keep one copy per encoding and per cookie set. */
export const PAGE_VARY = 'Accept-Encoding, Cookie';

export interface CompressedPage {
  /**
   * The headers every answer of it carries (type, caching, tags, its security headers with its
   * policy, and Last-Modified, when it was rendered), lower-case and without etag, vary, age,
   * content-encoding or content-length.
   */
  readonly headers: readonly [string, string][];
  readonly bodies: Readonly<Record<TextEncoding, Uint8Array<ArrayBuffer>>>;
  /** The ETag's hash of the plain bytes; each encoding's ETag adds its name. */
  readonly hash: string;
  /** When it was rendered: its `Age`. */
  readonly keptAt: number;
}

/** `html` and `headers` compressed both ways, as kept. */
export async function compressPage(
  html: string,
  headers: [string, string][],
  keptAt: number,
): Promise<CompressedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  // zlib's buffers are backed by an ArrayBuffer of their own, never a SharedArrayBuffer.
  const bodies = { br, gzip, identity } as Record<TextEncoding, Uint8Array<ArrayBuffer>>;
  // When this page was rendered, the same in every answer from it, written once: a cache in
  // front can tell a new render from the same page handed out again (an answer after the
  // period, while the next render is made, is the earlier page).
  const rendered: [string, string] = ['last-modified', new Date(keptAt).toUTCString()];
  return { headers: [...headers, rendered], bodies, hash, keptAt };
}

/** The strong ETag of one encoding of a page. */
export function etagOf(hash: string, encoding: TextEncoding): string {
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/**
 * True when the asker holds this page: its ETag in any encoding (the same bytes once decoded),
 * or, without one, a date no earlier than its render.
 */
function held(request: Headers, page: CompressedPage): boolean {
  const plain = `"${page.hash}"`;
  return askerHolds(request, (tag) => tag.replace(/-(br|gz)"$/, '"') === plain, page.keptAt);
}

/**
 * The answer to `request` from a kept page: as it is, or 304 when the asker holds it. srvx
 * writes a FastResponse's bytes straight to the socket, where a Response's body would be read
 * through a web stream; and its headers go out as the plain list given here, where a Headers
 * object would check every byte of the long Content-Security-Policy again for every reader.
 * The kept headers already hold the page's security headers (shared-pages.ts), so the answer
 * is marked complete (`markSecured`) and nothing adds to it on the way out.
 */
export function answerFromPage(
  request: Request,
  page: CompressedPage,
  now: number = Date.now(),
): Response {
  const encoding = encodingFor(request);
  const headers: [string, string][] = [
    ...page.headers,
    ['etag', etagOf(page.hash, encoding)],
    ['vary', PAGE_VARY],
    ['age', String(Math.max(0, Math.floor((now - page.keptAt) / 1000)))],
  ];
  if (held(request.headers, page))
    return markSecured(
      new FastResponse(null, {
        status: 304,
        headers: headers.filter(([name]) => name !== 'content-type'),
      }),
    );
  const body = page.bodies[encoding];
  if (encoding !== 'identity') headers.push(['content-encoding', encoding]);
  headers.push(['content-length', String(body.length)]);
  return markSecured(
    new FastResponse(request.method === 'HEAD' ? null : body, { status: 200, headers }),
  );
}
