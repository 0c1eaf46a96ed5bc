// CMS pictures as WebP for browsers that take it. Editors upload JPEG and PNG, and the CMS
// makes its smaller formats in the same type; the same picture as WebP is about half the
// bytes, which on a phone is most of the time to the largest paint. Each picture is converted
// once per version (its path and Last-Modified) and kept on disk; the original is still
// served to browsers that do not ask for WebP.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Pictures the CMS stores that WebP can stand in for. */
const CONVERTIBLE = /\.(jpe?g|png)$/i;
/** Larger originals are passed through as they are: converting them would hold the server. */
const MAX_ORIGINAL_BYTES = 15 * 1024 * 1024;
/** Conversions at once; more wait (the server has other work and, here, two cores). */
const MAX_CONVERSIONS = 2;

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
   * The picture at `pathname` as WebP, with the original's Last-Modified (caching.server.ts's
   * finishMedia gives it its validator). Null when it cannot be had as WebP (missing, too
   * large, not a picture sharp reads): the caller serves the original instead.
   */
  answer(request: Request, pathname: string): Promise<Response | null>;
}

export function createWebpMedia({
  dir,
  fetchOriginal,
  quality = 75,
  onError = () => {},
}: {
  /** Where conversions are kept (DATA_DIR/web/media); a temporary folder when not writable. */
  dir: string;
  /** The original file from the CMS. */
  fetchOriginal: (pathname: string, method: 'GET' | 'HEAD') => Promise<Response>;
  quality?: number;
  onError?: (error: unknown) => void;
}): WebpMedia {
  const folder = writableFolder(dir);
  /** Conversions under way, by file name: concurrent readers of one picture share one. */
  const converting = new Map<string, Promise<Buffer<ArrayBuffer> | null>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= MAX_CONVERSIONS) await new Promise<void>((resolve) => waiting.push(resolve));
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

  async function stored(name: string): Promise<Buffer<ArrayBuffer> | null> {
    if (!folder) return null;
    try {
      return await readFile(join(folder, name));
    } catch {
      return null;
    }
  }

  async function convert(pathname: string, name: string): Promise<Buffer<ArrayBuffer> | null> {
    const original = await fetchOriginal(pathname, 'GET');
    if (original.status !== 200) {
      await original.body?.cancel().catch(() => {});
      return null;
    }
    const bytes = Buffer.from(await original.arrayBuffer());
    if (bytes.length > MAX_ORIGINAL_BYTES) return null;
    const webp = await withSlot(() => sharp(bytes).rotate().webp({ quality }).toBuffer());
    if (folder) {
      const temporary = join(folder, `${name}.${process.pid}.tmp`);
      await writeFile(temporary, webp);
      await rename(temporary, join(folder, name));
    }
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

    async answer(request, pathname) {
      const head = await fetchOriginal(pathname, 'HEAD');
      const modified = head.headers.get('last-modified');
      if (head.status !== 200 || !modified) return null;
      const name = fileOf(pathname, modified);
      let webp = await stored(name);
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
