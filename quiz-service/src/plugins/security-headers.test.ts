import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { securityHeadersPlugin } from './security-headers';

async function bareApp(publicUrl: string) {
  const app = Fastify();
  await app.register(securityHeadersPlugin, { publicUrl });
  app.get('/api/thing', async () => ({ ok: true }));
  return app;
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are on the service’s answers, errors included', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('include HSTS only when the public site is served over https', async () => {
    const secure = await bareApp('https://www.example.com');
    const plain = await bareApp('http://localhost:3000');
    const secureRes = await secure.inject({ method: 'GET', url: '/api/thing' });
    const plainRes = await plain.inject({ method: 'GET', url: '/api/thing' });
    expect(secureRes.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(plainRes.headers['strict-transport-security']).toBeUndefined();
    expect(plainRes.json()).toEqual({ ok: true });
    await Promise.all([secure.close(), plain.close()]);
  });
});
