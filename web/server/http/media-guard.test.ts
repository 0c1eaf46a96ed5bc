// /uploads through the web server: only pictures, videos and PDFs leave it, judged by the
// bytes sent, with a policy that lets nothing run. A stand-in CMS serves files by their name's
// type, as Strapi's static server does, so a page or script stored before the CMS refused them
// is exactly what an old library would hand out.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaGuard, peek, withMediaHeaders } from './media-guard';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom'),
  Buffer.alloc(4000, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PAGE = '<!doctype html><script src="/uploads/x_1.js"></script>';
const SCRIPT = 'fetch("/api/auth/session").then((r) => r.json())';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script href="/uploads/x_1.js"/></svg>';

/** Types by name, as koa-static gives them. */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const dir = mkdtempSync(join(tmpdir(), 'apogee-media-guard-'));
const files: Record<string, Buffer | string> = {
  'photo_1.png': PNG,
  // A page stored under a picture's name: the CMS says image/jpeg.
  'renamed_1.jpg': PAGE,
  'clip_1.mp4': MP4,
  'issue_1.pdf': PDF,
  'page_1.html': PAGE,
  'x_1.js': SCRIPT,
  'img_1.svg': SVG,
};
for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);

let cms: Server;
let cmsUrl = '';
/** Range requests the stand-in CMS answered, to show when the guard asked for a file's head. */
const ranges: string[] = [];

beforeAll(async () => {
  cms = createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '').replace(/^\/uploads\//, ''));
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(dir, name));
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const type = TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';
    const headers = { 'content-type': type, 'last-modified': new Date(0).toUTCString() };
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    if (range) {
      ranges.push(`${name} ${range[0]}`);
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : bytes.length - 1, bytes.length - 1);
      response.writeHead(206, {
        ...headers,
        'content-range': `bytes ${start}-${end}/${bytes.length}`,
      });
      response.end(request.method === 'HEAD' ? undefined : bytes.subarray(start, end + 1));
      return;
    }
    response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : bytes);
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => cms.close(resolve)));

/** The proxy's part (proxy.ts): the request sent on to the CMS as it came. */
const proxy = (request: Request, pathname: string) =>
  fetch(new URL(pathname, cmsUrl), { method: request.method, headers: request.headers });

/** What the web server answers for /uploads/<name> (server.ts's media(), without WebP). */
async function served(name: string, init: RequestInit = {}) {
  const pathname = `/uploads/${name}`;
  const request = new Request(`http://site.test${pathname}`, init);
  const judge = createMediaGuard({ cmsUrl, timeoutMs: 5000 });
  return withMediaHeaders(await judge(request, await proxy(request, pathname), pathname));
}

function expectMediaHeaders(answer: Response) {
  expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('/uploads through the web server', () => {
  it('serves pictures, videos and PDFs whole, with the type their bytes show and the media headers', async () => {
    for (const [name, type, bytes] of [
      ['photo_1.png', 'image/png', PNG],
      ['clip_1.mp4', 'video/mp4', MP4],
      ['issue_1.pdf', 'application/pdf', PDF],
    ] as const) {
      const answer = await served(name);
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get('content-type'), name).toBe(type);
      expectMediaHeaders(answer);
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes), name).toBe(true);
    }
  });

  it('answers 404 for a page, a script or an SVG stored before the CMS refused them, whatever their name', async () => {
    for (const name of ['page_1.html', 'x_1.js', 'img_1.svg', 'renamed_1.jpg']) {
      const answer = await served(name);
      expect(answer.status, name).toBe(404);
      expect(answer.headers.get('content-type'), name).toBe('text/plain; charset=utf-8');
      expect(await answer.text(), name).toBe('Not Found');
      expectMediaHeaders(answer);
    }
  });

  it('judges a HEAD request and a later part of a video by the file’s first bytes', async () => {
    ranges.length = 0;
    const head = await served('clip_1.mp4', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('video/mp4');
    const later = await served('clip_1.mp4', { headers: { range: 'bytes=1000-1999' } });
    expect(later.status).toBe(206);
    expect(later.headers.get('content-type')).toBe('video/mp4');
    expect((await later.arrayBuffer()).byteLength).toBe(1000);
    // Safari's first question for a video: two bytes, too few to tell.
    const safari = await served('clip_1.mp4', { headers: { range: 'bytes=0-1' } });
    expect(safari.status).toBe(206);
    expect((await safari.arrayBuffer()).byteLength).toBe(2);
    expect(ranges).toEqual([
      'clip_1.mp4 bytes=0-15',
      'clip_1.mp4 bytes=1000-1999',
      'clip_1.mp4 bytes=0-15',
      'clip_1.mp4 bytes=0-1',
      'clip_1.mp4 bytes=0-15',
    ]);
    for (const init of [{ method: 'HEAD' }, { headers: { range: 'bytes=10-20' } }]) {
      const page = await served('page_1.html', init);
      expect(page.status).toBe(404);
      expectMediaHeaders(page);
    }
  });

  it('passes on what the CMS answers for a missing file, with the media headers', async () => {
    const answer = await served('gone_1.png');
    expect(answer.status).toBe(404);
    expectMediaHeaders(answer);
  });
});

describe('peek', () => {
  it('reads the first bytes and keeps them in the stream it gives back', async () => {
    const chunks = [Buffer.from('%P'), Buffer.from('DF-1.'), Buffer.from('4 and the rest')];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const { head, body } = await peek(stream, 5);
    expect(Buffer.from(head).toString()).toBe('%PDF-');
    expect(await new Response(body).text()).toBe('%PDF-1.4 and the rest');
  });
});
