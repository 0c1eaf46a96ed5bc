import { describe, expect, it } from 'vitest';
import { createWebReadiness } from './readiness';

function setup(options: { cmsOk?: boolean; redis?: 'up' | 'down' | 'unused' } = {}) {
  const state = { cmsOk: options.cmsOk ?? true, draining: false, calls: 0 };
  const answer = createWebReadiness({
    cmsUrl: 'http://cms.test',
    redis: () => options.redis ?? 'unused',
    isDraining: () => state.draining,
    fetch: async (url) => {
      state.calls += 1;
      expect(String(url)).toBe('http://cms.test/_health');
      if (!state.cmsOk) throw new Error('ECONNREFUSED');
      return new Response(null, { status: 204 });
    },
  });
  return { answer, state };
}

describe('web health', () => {
  it('answers /health/live with 200 and leaves other paths alone', async () => {
    const { answer } = setup();
    const live = await answer('/health/live');
    expect(live?.status).toBe(200);
    expect(await live?.json()).toEqual({ live: true });
    expect(await answer('/')).toBeNull();
  });

  it('is ready when the CMS answers, Redis unused', async () => {
    const res = await setup().answer('/health/ready');
    expect(res?.status).toBe(200);
    expect(await res?.json()).toEqual({
      ready: true,
      checks: { redis: 'unused', cms: 'up', draining: false },
    });
  });

  it('is not ready while the CMS or Redis is away', async () => {
    const cmsDown = await setup({ cmsOk: false }).answer('/health/ready');
    expect(cmsDown?.status).toBe(503);
    expect(await cmsDown?.json()).toMatchObject({ ready: false, checks: { cms: 'down' } });
    const redisDown = await setup({ redis: 'down' }).answer('/health/ready');
    expect(redisDown?.status).toBe(503);
    expect(await redisDown?.json()).toMatchObject({ ready: false, checks: { redis: 'down' } });
  });

  it('asks the CMS at most once a second, and turns 503 at once when draining', async () => {
    const { answer, state } = setup();
    for (let i = 0; i < 5; i++) await answer('/health/ready');
    expect(state.calls).toBe(1);
    state.draining = true;
    const res = await answer('/health/ready');
    expect(res?.status).toBe(503);
    expect(await res?.json()).toMatchObject({ ready: false, checks: { draining: true } });
  });
});
