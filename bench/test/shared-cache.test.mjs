import { describe, expect, it } from 'vitest';
import { budgetsOf } from '../lib/budgets.mjs';

const machine = { cpus: 2, loadAverageAtStart: [0.5, 0.5, 0.5] };
const budget = (sharedCache, id) => budgetsOf({ machine, sharedCache }).find((b) => b.id === id);
const load = (requestsPerSecond) => ({ requestsPerSecond, errors: 0, non2xx: 0 });

const run = {
  throughput: {
    runs: [1, 2, 3].map(() => ({ cache: load(9000), disk: load(15000), ratio: 0.6 })),
    cacheRequestsPerSecond: 9000,
    diskRequestsPerSecond: 15000,
    ratio: 0.6,
    errors: 0,
  },
  publish: {
    runs: [{ visibleMs: 400 }, { visibleMs: 650 }, { visibleMs: 500 }],
    visibleMs: 500,
    unrelatedHit: true,
  },
  spike: {
    seconds: 60,
    requestsPerSecond: 8000,
    errors: 0,
    non2xx: 0,
    periodSeconds: 30,
    originFetches: 4,
    fetchesLogged: 4,
    renders: 2,
    allowedRenders: 2,
  },
  outage: { seconds: 60, pages: 6, asked: 360, failed: 0, examples: [] },
};

const ids = ['cache-article', 'cache-publish', 'cache-spike', 'cache-outage'];

describe('shared cache budgets', () => {
  it('are met by a cache at 0.6 of nginx, a publish seen in 0.5 s, one render per period and no failed page', () => {
    for (const id of ids) expect(budget(run, id).met, id).toBe(true);
    expect(budget(run, 'cache-article').measured).toBe(
      '9000 vs 15000 requests/s: 0.6 (3 pairs; 0 errors)',
    );
  });

  it('are missed below half of nginx, past 2 s, with an unrelated page renewed', () => {
    expect(
      budget({ ...run, throughput: { ...run.throughput, ratio: 0.49 } }, 'cache-article').met,
    ).toBe(false);
    expect(
      budget({ ...run, publish: { ...run.publish, visibleMs: 2001 } }, 'cache-publish').met,
    ).toBe(false);
    expect(
      budget({ ...run, publish: { ...run.publish, visibleMs: null } }, 'cache-publish').met,
    ).toBe(false);
    expect(
      budget({ ...run, publish: { ...run.publish, unrelatedHit: false } }, 'cache-publish').met,
    ).toBe(false);
  });

  it('are missed by one error in the spike, a render more than the periods, or one page not served', () => {
    expect(budget({ ...run, spike: { ...run.spike, non2xx: 1 } }, 'cache-spike').met).toBe(false);
    expect(budget({ ...run, spike: { ...run.spike, renders: 3 } }, 'cache-spike').met).toBe(false);
    // Fetches Varnish counted that its log did not show: renders cannot be told.
    expect(
      budget({ ...run, spike: { ...run.spike, fetchesLogged: 0, renders: 0 } }, 'cache-spike').met,
    ).toBe(false);
    expect(budget(run, 'cache-spike').measured).toBe(
      '60 s: 8000 requests/s, 0 errors; 2 renders in 4 origin fetches (period 30 s: at most 2 renders)',
    );
    expect(
      budget(
        { ...run, outage: { ...run.outage, failed: 1, examples: ['/ 503 MISS'] } },
        'cache-outage',
      ).met,
    ).toBe(false);
  });

  it('are reported as not run when the part did not run', () => {
    for (const id of ids)
      expect(budget(undefined, id)).toMatchObject({ met: null, measured: 'not run' });
  });
});
