import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshIp, signUpBody } from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/** A stand-in for Strapi's /_health that can be turned off. */
let cmsUp = true;
let cms: Server;
let t: TestApp;

beforeAll(async () => {
  cms = createServer((req, res) => {
    res.statusCode = cmsUp && req.url === '/_health' ? 204 : 503;
    res.end();
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  const { port } = cms.address() as AddressInfo;
  t = await createTestApp({ cmsUrl: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => cms.close(resolve));
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ live: true });
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database and the CMS answer (Redis unused without REDIS_URL)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ready: true,
      checks: { database: 'up', redis: 'unused', cms: 'up', draining: false },
    });
  });

  it('is not ready while the CMS is away (after the ~1 s cache)', async () => {
    cmsUp = false;
    try {
      await wait(1100);
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, checks: { cms: 'down' } });
    } finally {
      cmsUp = true;
    }
  });

  it('is not ready while the database fails', async () => {
    await wait(1100);
    const query = t.app.db.query;
    t.app.db.query = () => Promise.reject(new Error('connection lost'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, checks: { database: 'down' } });
    } finally {
      t.app.db.query = query;
    }
  });

  it('answers from its cache within a second, so polling costs the dependencies nothing', async () => {
    await wait(1100);
    let queries = 0;
    const query = t.app.db.query;
    t.app.db.query = ((...args: Parameters<typeof query>) => {
      queries += 1;
      return query.apply(t.app.db, args);
    }) as typeof query;
    try {
      for (let i = 0; i < 5; i++) await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(queries).toBe(1);
    } finally {
      t.app.db.query = query;
    }
  });

  it('turns 503 at once while draining, and answers close their connection', async () => {
    const draining = vi.spyOn(t.app.lifecycle, 'isDraining').mockReturnValue(true);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, checks: { draining: true } });
      expect(res.headers.connection).toBe('close');
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      draining.mockRestore();
    }
  });

  it('refuses any other request while draining with a 503 the balancer resends, doing nothing', async () => {
    const body = signUpBody();
    const draining = vi.spyOn(t.app.lifecycle, 'isDraining').mockReturnValue(true);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: body,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.headers.connection).toBe('close');
      expect(res.json()).toEqual({
        error: { code: 'DRAINING', message: 'This server is restarting. Please try again.' },
      });
    } finally {
      draining.mockRestore();
    }
    const stored = await t.app.db.query('SELECT 1 FROM users WHERE username = $1', [body.username]);
    expect(stored.rows).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(after.statusCode).toBe(200);
  });
});
