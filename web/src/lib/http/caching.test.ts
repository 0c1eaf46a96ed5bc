import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  MEDIA_CACHE_CONTROL,
  createPageValidator,
  finishMedia,
  finishPage,
} from './caching.server';

const page = (nonce: string) =>
  new Response(
    `<html><body><h1>Orbital mechanics</h1>${'<p>Lift.</p>'.repeat(200)}<script nonce="${nonce}">start()</script></body></html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
const get = (headers: Record<string, string> = {}, path = '/orbital-mechanics') =>
  new Request(`http://localhost${path}`, { headers });

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('caching of server-rendered pages', () => {
  it('answers 304 to a reader revalidating the page they have, until the content changes', async () => {
    const time = clock();
    const pages = createPageValidator({ buildId: 'b1', cachePeriodMs: 30_000, now: time.now });
    const first = finishPage(get(), page('n0nce-one'), { validator: pages });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const again = pages.notModified(get({ 'if-none-match': etag }));
    expect(again?.status).toBe(304);
    expect(again?.headers.get('etag')).toBe(etag);

    pages.contentChanged();
    expect(pages.notModified(get({ 'if-none-match': etag }))).toBeNull();
  });

  it('gives another page, another build or the next CMS cache period another ETag', () => {
    const time = clock();
    const pages = createPageValidator({ buildId: 'b1', cachePeriodMs: 30_000, now: time.now });
    const etag = pages.headersFor(get()).etag!;
    expect(pages.notModified(get({ 'if-none-match': etag }, '/concorde-legacy'))).toBeNull();
    const rebuilt = createPageValidator({ buildId: 'b2', now: time.now });
    expect(rebuilt.notModified(get({ 'if-none-match': etag }))).toBeNull();
    time.advance(30_000);
    expect(pages.notModified(get({ 'if-none-match': etag }))).toBeNull();
  });

  it('renders a signed-in reader’s pages every time and keeps them out of shared caches', () => {
    const pages = createPageValidator({ buildId: 'b1' });
    const signedIn = get({ cookie: 'apogee_session=abc' });
    const answer = finishPage(signedIn, page('x'), { validator: pages });
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('etag')).toBeNull();
    expect(
      pages.notModified(get({ cookie: 'apogee_session=abc', 'if-none-match': '*' })),
    ).toBeNull();
  });

  it('compresses with brotli when the browser takes it, gzip otherwise', async () => {
    const br = finishPage(get({ 'accept-encoding': 'gzip, br' }), page('x'));
    expect(br.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    expect(html).toContain('<h1>Orbital mechanics</h1>');

    const gz = finishPage(get({ 'accept-encoding': 'gzip' }), page('x'));
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('leaves error pages without a validator', () => {
    const pages = createPageValidator({ buildId: 'b1' });
    const missing = new Response('<h1>Page not found</h1>', {
      status: 404,
      headers: { 'content-type': 'text/html' },
    });
    const answer = finishPage(get(), missing, { validator: pages });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('etag')).toBeNull();
  });
});

describe('caching of media', () => {
  const image = () =>
    new Response('jpeg bytes', {
      headers: {
        'content-type': 'image/jpeg',
        'content-length': '10',
        'last-modified': 'Sat, 21 Nov 2026 13:25:51 GMT',
        'cache-control': 'max-age=0',
      },
    });
  const media = (headers: Record<string, string> = {}) =>
    new Request('http://localhost/uploads/hubble.jpg', { headers });

  it('gives a day of freshness and an ETag, and 304 when the browser has the file', () => {
    const first = finishMedia(media(), image());
    expect(first.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const unchanged = finishMedia(media({ 'if-none-match': etag }), image());
    expect(unchanged.status).toBe(304);
    // A 304 refreshes what the browser stored: the same validator and freshness.
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(
      finishMedia(media({ 'if-modified-since': 'Sat, 21 Nov 2026 13:25:51 GMT' }), image()).status,
    ).toBe(304);
    expect(finishMedia(media({ 'if-none-match': 'W/"other"' }), image()).status).toBe(200);
  });
});
