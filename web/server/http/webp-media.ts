// CMS pictures as WebP for browsers that take it. Editors upload JPEG and PNG, and the CMS
// makes its smaller formats in the same type; the same picture as WebP is about half the
// bytes, which on a phone is most of the time to the largest paint. Each picture is converted
// once per version (its path and Last-Modified) and kept on disk; the original is still
// served to browsers that do not ask for WebP.
//
// Anyone can ask for any spelling of a picture's path, so what is kept and how much work is
// done are bounded: copies are keyed on the decoded path (media-path.ts), so the many
// percent-encodings of one name make one conversion and one file; the copies stay within a byte
// budget, the least recently read going first (media-store.ts); and when the conversions
// already waiting fill the queue, the reader gets the original at once rather than waiting.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { canonicalMediaPath } from './media-path';
import { createMediaStore } from './media-store';

/** Pictures the CMS stores that WebP can stand in for. */
const CONVERTIBLE = /\.(jpe?g|png)$/i;
/** Larger originals are passed through as they are: converting them would hold the server. */
const MAX_ORIGINAL_BYTES = 15 * 1024 * 1024;
/** Conversions at once; more wait (the server has other work and, here, two cores). */
const MAX_CONVERSIONS = 2;
/** Conversions waiting for one of those; beyond them a reader gets the original at once. */
const MAX_WAITING = 8;
/** The copies' budget when none is given (WEB_MEDIA_CACHE_MB). */
export const DEFAULT_MEDIA_CACHE_BYTES = 512 * 1024 * 1024;

/** True when the browser lists image/webp among what it accepts (all current ones do). */
export function acceptsWebp(request: Request): boolean {
  return /(^|[\s,])image\/webp\b/i.test(request.headers.get('accept') ?? '');
}

/** A folder the server may write to: `preferred`, else one in the system's temporary folder. */
function writableFolder(preferred: string): string | null {
  for (const dir of [preferred, join(tmpdir(), 'apogee-web-media')]) {
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, '.writable'), '');
      return dir;
    } catch {
      // read-only (a container's application folder): try the next
    }
  }
  return null;
}

export interface WebpMedia {
  /** A picture that has a WebP version (a JPEG or PNG). */
  convertible(pathname: string): boolean;
  /** Whether `answer` applies: a JPEG or PNG asked for by a browser that takes WebP. */
  applies(request: Request, pathname: string): boolean;
  /**
   * The picture at `pathname` as WebP, with the original's Last-Modified (caching.ts's
   * finishMedia gives it its validator). Null when it cannot be had as WebP (missing, too
   * large, not a picture sharp reads, a path with no one spelling, the conversion queue full):
   * the caller serves the original instead, or 404 for a path canonicalMediaPath refuses.
   */
  answer(request: Request, pathname: string): Promise<Response | null>;
}

export function createWebpMedia({
  dir,
  fetchOriginal,
  quality = 75,
  maxBytes = DEFAULT_MEDIA_CACHE_BYTES,
  maxWaiting = MAX_WAITING,
  onError = () => {},
}: {
  /** Where conversions are kept (DATA_DIR/web/media); a temporary folder when not writable. */
  dir: string;
  /** The original file from the CMS, at the path's one spelling (canonicalMediaPath). */
  fetchOriginal: (pathname: string, method: 'GET' | 'HEAD') => Promise<Response>;
  quality?: number;
  /** The copies' budget on disk (WEB_MEDIA_CACHE_MB). */
  maxBytes?: number;
  /** Conversions that may wait for a free one; beyond them the original is served. */
  maxWaiting?: number;
  onError?: (error: unknown) => void;
}): WebpMedia {
  const folder = writableFolder(dir);
  const store = folder ? createMediaStore({ folder, maxBytes, suffix: '.webp', onError }) : null;
  /** Conversions under way, by file name: concurrent readers of one picture share one. */
  const converting = new Map<string, Promise<Buffer<ArrayBuffer> | null>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  /** `work` once a conversion slot is free, or null at once when the queue is full. */
  async function inSlot<T>(work: () => Promise<T | null>): Promise<T | null> {
    if (running >= MAX_CONVERSIONS) {
      if (waiting.length >= maxWaiting) return null;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  const fileOf = (pathname: string, modified: string) =>
    `${createHash('sha1').update(`${pathname}\n${modified}`).digest('hex')}.webp`;

  /** The original downloaded and converted in a slot (the download too: it is held in memory). */
  async function convert(pathname: string, name: string): Promise<Buffer<ArrayBuffer> | null> {
    const webp = await inSlot(async () => {
      const original = await fetchOriginal(pathname, 'GET');
      if (original.status !== 200) {
        await original.body?.cancel().catch(() => {});
        return null;
      }
      const bytes = Buffer.from(await original.arrayBuffer());
      if (bytes.length > MAX_ORIGINAL_BYTES) return null;
      return sharp(bytes).rotate().webp({ quality }).toBuffer();
    });
    // A copy that cannot be kept (a full disk) is still served.
    if (webp && store) await store.write(name, webp).catch(onError);
    return webp;
  }

  return {
    convertible(pathname) {
      return CONVERTIBLE.test(pathname);
    },

    applies(request, pathname) {
      return (
        (request.method === 'GET' || request.method === 'HEAD') &&
        CONVERTIBLE.test(pathname) &&
        acceptsWebp(request)
      );
    },

    async answer(request, asked) {
      const pathname = canonicalMediaPath(asked);
      if (!pathname) return null;
      const head = await fetchOriginal(pathname, 'HEAD');
      const modified = head.headers.get('last-modified');
      if (head.status !== 200 || !modified) return null;
      if (Number(head.headers.get('content-length')) > MAX_ORIGINAL_BYTES) return null;
      const name = fileOf(pathname, modified);
      let webp = (await store?.read(name)) ?? null;
      if (!webp) {
        let pending = converting.get(name);
        if (!pending) {
          pending = convert(pathname, name)
            .catch((error) => {
              onError(error);
              return null;
            })
            .finally(() => converting.delete(name));
          converting.set(name, pending);
        }
        webp = await pending;
      }
      if (!webp) return null;
      return new Response(request.method === 'HEAD' ? null : webp, {
        status: 200,
        headers: {
          'content-type': 'image/webp',
          'content-length': String(webp.length),
          'last-modified': modified,
          vary: 'Accept',
        },
      });
    },
  };
}
