import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The runner's own launcher and the cache's definition (plain ESM, checked by JSDoc).
import { start } from '../../scripts/lib/scale-out.mjs';
import { varnishDefinition } from '../../scripts/lib/varnish.mjs';
import { sleep, topology } from './support/topology';

// The production VCL (docker/varnish/default.vcl) in front of an origin of this test's own,
// which answers what the web could: a page that sets a cookie, a private one, one without
// Cache-Control, short periods whose end can be waited for, a failing origin. The web itself
// sends none of these on a GET page, so 4-shared-cache.test.ts cannot show them.
const CACHE_PORT = 5184;
const cacheUrl = `http://127.0.0.1:${CACHE_PORT}`;

/** What the origin is asked, by path. */
const asked = new Map<string, IncomingHttpHeaders[]>();
let failing = false;
let origin: Server;

/** Cache-Control of the test's public pages: 1 s period, 1 s stale-while-revalidate. */
const SHORT = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=3600';

const hasSession = (cookie = '') => /(^|;\s*)apogee_session=/.test(cookie);

/** As the web renders: personal pages for a session, pages for everyone from the reduced cookies. */
function render(path: string, cookie = ''): string {
  const consent = /(^|;\s*)cookieAccepted=true/.test(cookie) ? 'consent' : 'no consent';
  if (path.startsWith('/personal') && hasSession(cookie)) return `${path} for ${cookie}`;
  return `${path} for everyone (${consent}, ${hasSession(cookie) ? 'session' : 'visitor'})`;
}

function answer(
  path: string,
  cookie?: string,
): { status: number; headers: Record<string, string> } {
  if (path.startsWith('/personal') && hasSession(cookie))
    return { status: 200, headers: { 'cache-control': 'private, no-store' } };
  if (path.startsWith('/personal') || path.startsWith('/for-everyone'))
    return { status: 200, headers: { 'cache-control': SHORT, vary: 'Accept-Encoding, Cookie' } };
  if (path.startsWith('/sets-cookie'))
    return {
      status: 200,
      headers: { 'cache-control': 'public, s-maxage=60', 'set-cookie': 'seen=1; Path=/' },
    };
  if (path.startsWith('/private')) return { status: 200, headers: { 'cache-control': 'private' } };
  if (path.startsWith('/no-store'))
    return { status: 200, headers: { 'cache-control': 'no-store' } };
  if (path.startsWith('/no-cache-control')) return { status: 200, headers: {} };
  const tag = path.split('/')[1] ?? '';
  return {
    status: failing ? 500 : 200,
    headers: failing
      ? {}
      : {
          'cache-control': SHORT,
          'surrogate-key': `site article:${tag}`,
          vary: 'Accept-Encoding',
          // The origin's own kept copy, sent late in its period: already older than s-maxage.
          ...(path.startsWith('/aged') ? { age: '5' } : {}),
        },
  };
}

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${cacheUrl}${path}`, { headers });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    setCookie: response.headers.get('set-cookie'),
    tags: response.headers.get('surrogate-key'),
    body: await response.text(),
  };
};
const originAsked = (path: string) => asked.get(path)?.length ?? 0;

beforeAll(async () => {
  origin = createServer((request, response) => {
    const path = request.url ?? '/';
    asked.set(path, [...(asked.get(path) ?? []), request.headers]);
    const { status, headers } = answer(path, request.headers.cookie);
    // A render takes a while: readers arriving meanwhile wait for it in the cache.
    setTimeout(() => {
      response.writeHead(status, headers);
      response.end(
        path.startsWith('/personal') || path.startsWith('/for-everyone')
          ? render(path, request.headers.cookie)
          : `${path} render ${originAsked(path)} for ${request.headers.cookie ?? 'nobody'}`,
      );
    }, 150);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const { port } = origin.address() as AddressInfo;
  const all = topology();
  await start(
    all,
    varnishDefinition({
      dir: join(all.dataDir, 'varnish-rules'),
      listen: `127.0.0.1:${CACHE_PORT}`,
      backend: { host: '127.0.0.1', port },
      purgers: ['127.0.0.1'],
      name: 'varnish-rules',
      memory: '32m',
    }),
  );
});
afterAll(async () => {
  await new Promise((resolve) => origin.close(resolve));
});

describe('what the shared cache keeps', () => {
  it('never keeps an answer that sets a cookie, a private or no-store one, or one without Cache-Control', async () => {
    for (const path of ['/sets-cookie', '/private', '/no-store', '/no-cache-control']) {
      const first = await get(path, { cookie: 'apogee_session=reader-a' });
      const second = await get(path, { cookie: 'apogee_session=reader-b' });
      expect([first.cache, second.cache], path).toEqual(['PASS', 'PASS']);
      expect(second.body, path).toBe(`${path} render 2 for apogee_session=reader-b`);
      expect(originAsked(path), path).toBe(2);
    }
    expect((await get('/sets-cookie')).setCookie).toBe('seen=1; Path=/');
  });

  it('keeps one copy of a page for every signed-in reader and one for visitors, never one per session', async () => {
    const path = '/for-everyone';
    const a = await get(path, { cookie: 'cookieAccepted=true; apogee_session=reader-a' });
    const b = await get(path, {
      cookie: 'theme=dark; apogee_session=reader-b; cookieAccepted=true',
    });
    const visitor = await get(path, { cookie: 'cookieAccepted=true' });
    const other = await get(path, { cookie: 'cookieAccepted=true; _ga=1' });
    const undecided = await get(path);
    expect([a.cache, b.cache, visitor.cache, other.cache, undecided.cache]).toEqual([
      'MISS',
      'HIT',
      'MISS',
      'HIT',
      'MISS',
    ]);
    expect(b.body).toBe(`${path} for everyone (consent, session)`);
    expect(other.body).toBe(`${path} for everyone (consent, visitor)`);
    expect(undecided.body).toBe(`${path} for everyone (no consent, visitor)`);
    expect(originAsked(path)).toBe(3);
  });

  it('never keeps the page a reader with a session gets when the origin makes it theirs', async () => {
    const path = '/personal';
    const a = await get(path, { cookie: 'apogee_session=reader-a' });
    const b = await get(path, { cookie: 'apogee_session=reader-b' });
    const again = await get(path, { cookie: 'apogee_session=reader-a' });
    expect([a.body, b.body, again.body]).toEqual([
      `${path} for apogee_session=reader-a`,
      `${path} for apogee_session=reader-b`,
      `${path} for apogee_session=reader-a`,
    ]);
    expect([a.cache, b.cache, again.cache]).toEqual(['PASS', 'PASS', 'PASS']);
    // A visitor's page there is one for everyone, kept.
    await get(path);
    expect((await get(path)).cache).toBe('HIT');
  });

  it('keeps one copy per encoding, whatever the browser writes in Accept-Encoding', async () => {
    const path = '/encodings';
    await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const br = await get(path, { 'accept-encoding': 'br' });
    await get(path, { 'accept-encoding': 'gzip' });
    const gzip = await get(path, { 'accept-encoding': 'deflate, gzip;q=0.8' });
    await get(path, { 'accept-encoding': 'identity' });
    expect([br.cache, gzip.cache]).toEqual(['HIT', 'HIT']);
    expect(asked.get(path)?.map((headers) => headers['accept-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    expect(br.tags).toBeNull();
  });

  it('asks the origin once for a page many readers want at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => get('/spike')));
    expect(answers.every((a) => a.status === 200 && a.body === '/spike render 1 for nobody')).toBe(
      true,
    );
    expect(originAsked('/spike')).toBe(1);
  });

  it('a purge by tag renews the pages with that tag and leaves the others', async () => {
    await get('/purged');
    await get('/other');
    const purge = await fetch(`${cacheUrl}/`, {
      method: 'PURGE',
      headers: { 'xkey-purge': 'article:purged article:unknown' },
    });
    expect(purge.status).toBe(200);
    expect(purge.statusText).toBe('Purged 1');
    // The first reader after the purge starts the renewal (stale-while-revalidate).
    expect((await get('/purged')).cache).toBe('STALE');
    await sleep(300);
    expect((await get('/purged')).body).toBe('/purged render 2 for nobody');
    expect((await get('/other')).cache).toBe('HIT');
  });

  it('serves its copy while the origin fails, past the page period and its renewal window', async () => {
    await get('/outage');
    failing = true;
    try {
      // Past s-maxage (1 s) and stale-while-revalidate (1 s): a renewal is needed, and fails.
      await sleep(2500);
      for (let ask = 0; ask < 3; ask++) {
        const during = await get('/outage');
        expect([during.status, during.cache, during.body]).toEqual([
          200,
          'STALE',
          '/outage render 1 for nobody',
        ]);
      }
    } finally {
      failing = false;
    }
    // Renewed once the origin answers again (its probe may first need to see it healthy).
    let after = '';
    for (let ask = 0; ask < 30 && !/render [2-9]/.test(after); ask++) {
      after = (await get('/outage')).body;
      await sleep(200);
    }
    expect(after).toMatch(/^\/outage render \d+ for nobody$/);
    expect(after).not.toBe('/outage render 1 for nobody');
  });

  // Last: its outage leaves the cache's health probe counting the origin down for a while.
  it('keeps a page that arrives as old as its period, and serves it while the origin fails', async () => {
    expect((await get('/aged')).cache).toBe('MISS');
    expect((await get('/aged')).cache).toBe('HIT');
    failing = true;
    try {
      await sleep(2500);
      const during = await get('/aged');
      expect([during.status, during.cache, during.body]).toEqual([
        200,
        'STALE',
        '/aged render 1 for nobody',
      ]);
    } finally {
      failing = false;
    }
  });
});
