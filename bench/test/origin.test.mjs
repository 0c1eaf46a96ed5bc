import { describe, expect, it } from 'vitest';
import { budgetsOf } from '../lib/budgets.mjs';

const machine = { cpus: 2, loadAverageAtStart: [0.5, 0.5, 0.5] };
const budget = (origin) => budgetsOf({ machine, origin }).find((b) => b.id === 'origin-article');
const run = (requestsPerSecond, p99Ms, errors = 0) => ({
  requestsPerSecond,
  p99Ms,
  errors,
  non2xx: 0,
});
const origin = (runs) => ({
  bytes: 14_200,
  encoding: 'br',
  runs,
  requestsPerSecond: [...runs].map((r) => r.requestsPerSecond).sort((a, b) => a - b)[1],
  p99Ms: [...runs].map((r) => r.p99Ms).sort((a, b) => a - b)[1],
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});

describe('the web server alone', () => {
  it('is met at 5,000 requests/s and a p99 of 50 ms, by the medians of its runs', () => {
    const met = budget(origin([run(5200, 31), run(6100, 28), run(4900, 44)]));
    expect(met.met).toBe(true);
    expect(met.measured).toBe(
      '5200 requests/s (runs 5200, 6100, 4900), p99 31 ms (runs 31, 28, 44), 0 errors; 14200 bytes br',
    );
  });

  it('is missed below 5,000 requests/s, above 50 ms, or with any error', () => {
    expect(budget(origin([run(4000, 20), run(4100, 20), run(6000, 20)])).met).toBe(false);
    expect(budget(origin([run(7000, 60), run(7000, 55), run(7000, 20)])).met).toBe(false);
    expect(budget(origin([run(7000, 20, 1), run(7000, 20), run(7000, 20)])).met).toBe(false);
  });

  it('is not judged when the part did not run', () => {
    expect(budget(undefined)).toMatchObject({ measured: 'not run', met: null });
  });
});
