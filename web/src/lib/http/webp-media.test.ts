import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishMedia } from './caching.server';
import { createWebpMedia } from './webp-media.server';

const MODIFIED = 'Mon, 02 Nov 2026 10:00:00 GMT';
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let cms: Server;
let cmsUrl: string;
let photo: Buffer;
/** GET requests the stand-in CMS answered, by path. */
const downloads = new Map<string, number>();
const folders: string[] = [];

beforeAll(async () => {
  // A noisy picture, so that its JPEG is of a realistic size rather than a few hundred bytes.
  const noise = Buffer.alloc(320 * 180 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  photo = await sharp(noise, { raw: { width: 320, height: 180, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  cms = createServer((request, response) => {
    if (request.url !== '/uploads/photo.jpg') {
      response.writeHead(404).end('Not Found');
      return;
    }
    if (request.method === 'GET') downloads.set(request.url, (downloads.get(request.url) ?? 0) + 1);
    response.writeHead(200, {
      'content-type': 'image/jpeg',
      'content-length': photo.length,
      'last-modified': MODIFIED,
    });
    response.end(request.method === 'HEAD' ? undefined : photo);
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => cms.close(resolve));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function webpMedia() {
  const dir = mkdtempSync(join(tmpdir(), 'apogee-webp-'));
  folders.push(dir);
  const media = createWebpMedia({
    dir,
    fetchOriginal: (pathname, method) => fetch(new URL(pathname, cmsUrl), { method }),
  });
  return { media, dir };
}

const asking = (headers: Record<string, string> = {}) =>
  new Request('http://site.test/uploads/photo.jpg', {
    headers: { accept: CHROMIUM_ACCEPT, ...headers },
  });

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
