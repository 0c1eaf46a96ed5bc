import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';
import {
  answerProblem,
  pollHealth,
  startHostileTarget,
  type HostileTarget,
} from './hostile-target';
import { listRoutes } from './route-list';

/**
 * Every route gets its worst inputs (worst-inputs.ts) on a real port, while connections drip
 * their bytes one at a time and /api/health is asked every 20 ms: each input gets its exact
 * answer, and the service keeps answering /api/health meanwhile.
 *
 * How long any of it takes is the benchmark's (`npm run bench -- --only=hostile`: the event
 * loop's longest delay, the slowest answer, /api/health's slowest, judged by budgets in
 * docs/performance.md). A request that never answers still fails here: by the test's own
 * timeout, which only a real hang reaches.
 */
const ROUTES = await (async () => {
  const probe = await createTestApp();
  try {
    return listRoutes(probe.app);
  } finally {
    await probe.close();
  }
})();

let target: HostileTarget;

beforeAll(async () => {
  target = await startHostileTarget();
}, 120_000);

afterAll(async () => {
  await target?.close();
});

describe('every route answers its worst inputs, and the service keeps answering', () => {
  it('lists the routes and reads their fields from the OpenAPI description', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(target.routes).toEqual(ROUTES);
    const signup = target.probesOf({ method: 'POST', url: '/api/auth/signup' });
    expect(signup.some((probe) => probe.name.startsWith('"email" of '))).toBe(true);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.url}: each worst input answered as it must be, /api/health answering`, async () => {
      const problems: string[] = [];
      for (const probe of target.probesOf(route)) {
        const stopHealth = pollHealth(target.base);
        const answer = await target.send(probe);
        const health = await stopHealth();
        const problem = answerProblem(probe, answer);
        if (problem) problems.push(problem);
        if (health.failed) problems.push(`${probe.name}: ${health.failed}`);
        if (health.answered === 0) problems.push(`${probe.name}: /api/health never answered`);
      }
      expect(problems).toEqual([]);
      // The timeout below is the hang check: generous, so only a request that never answers
      // (or a service that stops answering) reaches it, never a slow machine.
    }, 120_000);
  }
});
