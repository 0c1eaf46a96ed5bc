import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishMedia } from './caching';
import { canonicalMediaPath } from './media-path';
import { createWebpMedia } from './webp-media';

const MODIFIED = 'Mon, 02 Nov 2026 10:00:00 GMT';
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let cms: Server;
let cmsUrl: string;
let photo: Buffer;
/** GET requests the stand-in CMS answered, by decoded path: one per conversion. */
const downloads = new Map<string, number>();
const folders: string[] = [];
/** Downloads of /uploads/held-….jpg wait until this is called (a conversion queue that fills). */
let releaseHeld: () => void = () => {};
let held = new Promise<void>((resolve) => (releaseHeld = resolve));
/** Called with the number of held downloads each time one arrives. */
let onHeld: (count: number) => void = () => {};

beforeAll(async () => {
  // A noisy picture, so that its JPEG is of a realistic size rather than a few hundred bytes.
  const noise = Buffer.alloc(320 * 180 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  photo = await sharp(noise, { raw: { width: 320, height: 180, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  // Like the CMS, it decodes the path: every spelling of /uploads/photo.jpg is that file.
  cms = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url!, 'http://cms.test').pathname);
    if (!/^\/uploads\/(photo|photo-\d+|held-\d+)\.jpg$/.test(path)) {
      response.writeHead(404).end('Not Found');
      return;
    }
    const answer = () => {
      response.writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': photo.length,
        'last-modified': MODIFIED,
      });
      response.end(request.method === 'HEAD' ? undefined : photo);
    };
    if (request.method !== 'GET') return answer();
    downloads.set(path, (downloads.get(path) ?? 0) + 1);
    if (!path.startsWith('/uploads/held-')) return answer();
    onHeld([...downloads].filter(([name]) => name.startsWith('/uploads/held-')).length);
    void held.then(answer);
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => cms.close(resolve));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function newFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'apogee-webp-'));
  folders.push(dir);
  return dir;
}

function webpMedia(options: { dir?: string; maxBytes?: number; maxWaiting?: number } = {}): {
  media: ReturnType<typeof createWebpMedia>;
  dir: string;
} {
  const dir = options.dir ?? newFolder();
  const media = createWebpMedia({
    ...options,
    dir,
    fetchOriginal: (pathname, method) => fetch(new URL(pathname, cmsUrl), { method }),
  });
  return { media, dir };
}

const asking = (headers: Record<string, string> = {}) =>
  new Request('http://site.test/uploads/photo.jpg', {
    headers: { accept: CHROMIUM_ACCEPT, ...headers },
  });

const copies = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.webp'));
const totalDownloads = () => [...downloads.values()].reduce((sum, count) => sum + count, 0);

/** Every spelling of /uploads/photo.jpg with some of its name's letters percent-encoded. */
function spellingsOfPhoto(): string[] {
  const letters = [...'photo'];
  return Array.from({ length: 2 ** letters.length }, (_, mask) => {
    const name = letters
      .map((letter, i) => {
        if (!(mask & (1 << i))) return letter;
        const hex = letter.charCodeAt(0).toString(16);
        return `%${i >= 3 ? hex.toUpperCase() : hex}`;
      })
      .join('');
    return `/uploads/${name}.jpg`;
  });
}

describe('CMS pictures as WebP', () => {
  it('are served as a smaller WebP to browsers that take it, with their own validator', async () => {
    const { media } = webpMedia();
    const request = asking();
    expect(media.applies(request, '/uploads/photo.jpg')).toBe(true);
    const answer = finishMedia(request, (await media.answer(request, '/uploads/photo.jpg'))!, {
      variant: 'webp',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('vary')).toBe('Accept');
    expect(answer.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-webp"$/);
    const body = Buffer.from(await answer.arrayBuffer());
    expect((await sharp(body).metadata()).format).toBe('webp');
    expect((await sharp(body).metadata()).width).toBe(320);
    expect(body.length).toBeLessThan(photo.length);
  });

  it('are converted once, however many readers ask at the same time, and kept on disk', async () => {
    const { media, dir } = webpMedia();
    downloads.clear();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => media.answer(asking(), '/uploads/photo.jpg')),
    );
    expect(answers.every((answer) => answer?.status === 200)).toBe(true);
    expect(downloads.get('/uploads/photo.jpg')).toBe(1);
    expect(readdirSync(dir).filter((name) => name.endsWith('.webp'))).toHaveLength(1);
    await media.answer(asking(), '/uploads/photo.jpg');
    expect(downloads.get('/uploads/photo.jpg')).toBe(1);
  });

  it('answer 304 to a browser revalidating the WebP it keeps', async () => {
    const { media } = webpMedia();
    const first = finishMedia(asking(), (await media.answer(asking(), '/uploads/photo.jpg'))!, {
      variant: 'webp',
    });
    const etag = first.headers.get('etag')!;
    const again = asking({ 'if-none-match': etag });
    const answer = finishMedia(again, (await media.answer(again, '/uploads/photo.jpg'))!, {
      variant: 'webp',
    });
    expect(answer.status).toBe(304);
  });

  it('are left alone for browsers without WebP, for other files and for missing ones', async () => {
    const { media } = webpMedia();
    expect(media.applies(asking({ accept: 'image/jpeg,*/*' }), '/uploads/photo.jpg')).toBe(false);
    expect(media.applies(asking(), '/uploads/clip.mp4')).toBe(false);
    expect(media.applies(asking(), '/uploads/icon.svg')).toBe(false);
    expect(media.convertible('/uploads/diagram.PNG')).toBe(true);
    expect(await media.answer(asking(), '/uploads/missing.jpg')).toBeNull();
  });
});

describe('The WebP copies a visitor can cause', () => {
  it('are one conversion and one file for every spelling of a picture', async () => {
    const { media, dir } = webpMedia();
    downloads.clear();
    const spellings = spellingsOfPhoto();
    expect(spellings).toHaveLength(32);
    expect(spellings).toContain('/uploads/%70h%6ft%6F.jpg');
    const answers = await Promise.all(spellings.map((path) => media.answer(asking(), path)));
    expect(answers.every((answer) => answer?.headers.get('content-type') === 'image/webp')).toBe(
      true,
    );
    for (const path of spellings) await media.answer(asking(), path);
    expect(downloads.get('/uploads/photo.jpg')).toBe(1);
    expect(copies(dir)).toHaveLength(1);
  });

  it('are never made for a path that does not decode to one CMS file', async () => {
    const { media, dir } = webpMedia();
    downloads.clear();
    for (const path of [
      '/uploads/%E0%A4%A.jpg',
      '/uploads/a%2Fphoto.jpg',
      '/uploads/%2E%2E%2Fphoto.jpg',
      '/uploads/..%5Cphoto.jpg',
      '/uploads//photo.jpg',
      '/uploads/photo%00.jpg',
    ]) {
      expect(canonicalMediaPath(path), path).toBeNull();
      expect(await media.answer(asking(), path), path).toBeNull();
    }
    expect(totalDownloads()).toBe(0);
    expect(copies(dir)).toHaveLength(0);
    expect(canonicalMediaPath('/uploads/ph%6Fto.jpg')).toBe('/uploads/photo.jpg');
    expect(canonicalMediaPath('/uploads/caf%C3%A9.jpg')).toBe('/uploads/caf%C3%A9.jpg');
  });

  it('stay within their byte budget, the least recently read going first', async () => {
    const sizeOfOne = Number(
      (await webpMedia().media.answer(asking(), '/uploads/photo-1.jpg'))!.headers.get(
        'content-length',
      ),
    );
    // Room for two copies of these same-sized pictures, not three.
    const { media, dir } = webpMedia({ maxBytes: Math.floor(sizeOfOne * 2.5) });
    downloads.clear();
    await media.answer(asking(), '/uploads/photo-1.jpg');
    await media.answer(asking(), '/uploads/photo-2.jpg');
    await media.answer(asking(), '/uploads/photo-1.jpg');
    await media.answer(asking(), '/uploads/photo-3.jpg');
    expect(copies(dir)).toHaveLength(2);
    downloads.clear();
    await media.answer(asking(), '/uploads/photo-1.jpg');
    await media.answer(asking(), '/uploads/photo-3.jpg');
    expect(totalDownloads()).toBe(0);
    await media.answer(asking(), '/uploads/photo-2.jpg');
    expect(downloads.get('/uploads/photo-2.jpg')).toBe(1);
    expect(copies(dir)).toHaveLength(2);
  });

  it('are counted from disk at start, and a lower budget removes the oldest', async () => {
    const dir = newFolder();
    const first = webpMedia({ dir }).media;
    for (const n of [1, 2, 3]) await first.answer(asking(), `/uploads/photo-${n}.jpg`);
    const [oldest, ...others] = copies(dir);
    const sizeOfOne = statSync(join(dir, oldest!)).size;
    utimesSync(join(dir, oldest!), new Date(2026, 0, 1), new Date(2026, 0, 1));
    writeFileSync(join(dir, 'abc.webp.4242.tmp'), 'half a copy');
    webpMedia({ dir, maxBytes: Math.floor(sizeOfOne * 2.5) });
    expect(copies(dir).sort()).toEqual(others.sort());
    expect(readdirSync(dir)).not.toContain('abc.webp.4242.tmp');
  });

  it('are not waited for when the conversion queue is full: the original is served', async () => {
    const { media, dir } = webpMedia({ maxWaiting: 1 });
    downloads.clear();
    const twoConverting = new Promise<void>((resolve) => (onHeld = (n) => n === 2 && resolve()));
    const settled: (Response | null)[] = [];
    const answers = [1, 2, 3, 4, 5].map((n) =>
      media.answer(asking(), `/uploads/held-${n}.jpg`).then((answer) => {
        settled.push(answer);
        return answer;
      }),
    );
    await twoConverting;
    // Two convert, one waits; the other two get null (the original) while those are held.
    await new Promise<void>((resolve) => {
      const check = () => (settled.length === 2 ? resolve() : setImmediate(check));
      check();
    });
    expect(settled).toEqual([null, null]);
    releaseHeld();
    const all = await Promise.all(answers);
    expect(all.filter((answer) => answer?.status === 200)).toHaveLength(3);
    expect(totalDownloads()).toBe(3);
    expect(copies(dir)).toHaveLength(3);
    held = new Promise<void>((resolve) => (releaseHeld = resolve));
  });
});
