import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { createSharedCachePurger } from './shared-cache-purge';

/** A stand-in shared cache: an HTTP server that records each purge and answers `statuses`. */
async function cacheServer(statuses: number[] = []) {
  const received: { method: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((request, response) => {
    received.push({ method: request.method ?? '', headers: request.headers });
    response.statusCode = statuses.shift() ?? 200;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const until = async (done: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

function logLines() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: object, message?: string) =>
    void lines.push({ level, fields: fields as Record<string, unknown>, message: message ?? '' });
  return { lines, log: { info: at('info'), warn: at('warn') } };
}

const SECRET = 'purge-secret-0123456789-0123456789';
const publish = {
  event: 'entry.publish',
  model: 'blog',
  documentId: 'd1',
  slug: 'mars-sample-return',
};

describe('a CMS webhook purges the shared caches by tag', () => {
  let t: TestApp;
  const caches: Awaited<ReturnType<typeof cacheServer>>[] = [];
  beforeAll(async () => {
    caches.push(await cacheServer(), await cacheServer());
    t = await createTestApp({
      sharedCache: { purgeUrls: caches.map((cache) => cache.url), purgeSecret: SECRET },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(caches.map((cache) => cache.close()));
  });

  it('sends each cache a PURGE naming the article, its lists, feeds and sitemap, with the secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/cms-webhook',
      headers: { authorization: `Bearer ${t.config.cmsWebhookSecret}` },
      payload: publish,
    });
    expect(res.statusCode).toBe(200);
    // The first purge, then the second that drops a copy fetched from a replica not yet told.
    await until(() => caches.every((cache) => cache.received.length === 2));
    for (const cache of caches) {
      expect(cache.received).toHaveLength(2);
      for (const purge of cache.received) {
        expect(purge.method).toBe('PURGE');
        expect(purge.headers['xkey-purge']).toBe(
          'article:mars-sample-return home lists feeds sitemap',
        );
        expect(purge.headers.authorization).toBe(`Bearer ${SECRET}`);
      }
    }
  });

  it('sends nothing for a webhook refused for its secret', async () => {
    for (const cache of caches) cache.received.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/cms-webhook',
      headers: { authorization: 'Bearer wrong' },
      payload: publish,
    });
    expect(res.statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 300));
    expect(caches.flatMap((cache) => cache.received)).toEqual([]);
  });
});

describe('createSharedCachePurger', () => {
  const opened: { close: () => unknown }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((thing) => thing.close()));
  });

  it('tries a cache that refused again, and logs the purge once it is taken', async () => {
    const cache = await cacheServer([503, 503]);
    const { lines, log } = logLines();
    const purger = createSharedCachePurger({
      urls: [cache.url],
      log,
      retryDelaysMs: [10, 10, 10],
      secondPurgeAfterMs: 60_000,
    });
    opened.push(cache, purger);
    await purger.purge({
      event: 'entry.update',
      model: 'site-setting',
      documentId: null,
      slug: null,
    });
    expect(cache.received.map((purge) => purge.headers['xkey-purge'])).toEqual([
      'site',
      'site',
      'site',
    ]);
    // No secret configured: no Authorization header (a cache on the same machine takes it).
    expect(cache.received[0]?.headers.authorization).toBeUndefined();
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'shared cache purged',
        fields: { cache: cache.url, tags: ['site'], attempt: 3, answer: 'OK' },
      },
    ]);
  });

  it('never fails when a cache cannot be reached: one warning naming it, no secret in it', async () => {
    const cache = await cacheServer();
    await cache.close();
    const { lines, log } = logLines();
    const purger = createSharedCachePurger({
      urls: [cache.url],
      secret: SECRET,
      log,
      retryDelaysMs: [10],
      secondPurgeAfterMs: 60_000,
    });
    opened.push(purger);
    await expect(purger.purge(publish)).resolves.toBeUndefined();
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'shared cache purge failed; its pages of this change stay until their period ends',
        fields: {
          cache: cache.url,
          tags: ['article:mars-sample-return', 'home', 'lists', 'feeds', 'sitemap'],
          attempts: 2,
          problem: 'ECONNREFUSED',
        },
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });
});
