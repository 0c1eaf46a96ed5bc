import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MEDIA_CACHE_CONTROL, askerHolds, finishMedia, finishPage } from './caching';

const page = () =>
  new Response(
    `<html><body><h1>Orbital mechanics</h1>${'<p>Lift.</p>'.repeat(200)}</body></html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' } },
  );
const get = (headers: Record<string, string> = {}, path = '/orbital-mechanics') =>
  new Request(`http://localhost${path}`, { headers });

describe('text answers rendered for one reader', () => {
  it('compresses with brotli when the browser takes it, gzip otherwise', async () => {
    const br = finishPage(get({ 'accept-encoding': 'gzip, br' }), page());
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const html = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    expect(html).toContain('<h1>Orbital mechanics</h1>');

    const gz = finishPage(get({ 'accept-encoding': 'gzip' }), page());
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = finishPage(get(), page());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<h1>Orbital mechanics</h1>');
  });
});

describe('whether the asker already holds an answer', () => {
  // Rendered at 12:00:00.400; its Last-Modified says 12:00:00.
  const renderedAt = Date.parse('2026-11-28T12:00:00.400Z');
  const isOurs = (tag: string) => tag === '"v1"';
  const holds = (headers: Record<string, string>) =>
    askerHolds(new Headers(headers), isOurs, renderedAt);

  it('reads If-None-Match, weak or strong, in a list or as *', () => {
    expect(holds({ 'if-none-match': '"v1"' })).toBe(true);
    expect(holds({ 'if-none-match': 'W/"v1"' })).toBe(true);
    expect(holds({ 'if-none-match': '"v0", "v1"' })).toBe(true);
    expect(holds({ 'if-none-match': '*' })).toBe(true);
    expect(holds({ 'if-none-match': '"v0"' })).toBe(false);
  });

  it('lets If-None-Match decide when both are sent', () => {
    const later = 'Sat, 28 Nov 2026 13:00:00 GMT';
    expect(holds({ 'if-none-match': '"v0"', 'if-modified-since': later })).toBe(false);
  });

  it('takes If-Modified-Since to the second, and ignores a date it cannot read', () => {
    expect(holds({ 'if-modified-since': 'Sat, 28 Nov 2026 12:00:00 GMT' })).toBe(true);
    expect(holds({ 'if-modified-since': 'Sat, 28 Nov 2026 11:59:59 GMT' })).toBe(false);
    expect(holds({ 'if-modified-since': 'yesterday' })).toBe(false);
    expect(holds({})).toBe(false);
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
