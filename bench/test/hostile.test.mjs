import { describe, expect, it } from 'vitest';
import { budgetsOf } from '../lib/budgets.mjs';
import { hostileBudgets, worstMedian } from '../lib/hostile.mjs';
import { writeReport } from '../lib/report.mjs';

const budget = (hostile, id) => hostileBudgets(hostile).find((b) => b.id === id);

/** One side's figures as hostile-bench.ts reports them, from each input's runs. */
function side(figures, extra = {}) {
  return {
    ...Object.fromEntries(
      Object.entries(figures).map(([key, byInput]) => [key, worstMedian(byInput)]),
    ),
    wrongCount: 0,
    wrongAnswers: [],
    ...extra,
  };
}

describe('the worst input by its median', () => {
  it('is the input whose median over the runs is highest, not the one slow run', () => {
    const worst = worstMedian({
      'POST /api/contact — a long cookie': [4, 180, 6],
      'GET /api/search — query "q" of "."': [30, 28, 35],
    });
    expect(worst).toEqual({
      median: 30,
      worst: 'GET /api/search — query "q" of "."',
      runs: { min: 28, max: 35 },
    });
  });

  it('is null without figures', () => {
    expect(worstMedian(new Map())).toBeNull();
  });
});

describe('the worst-input budgets', () => {
  const service = side({
    loopDelayMs: { 'POST /api/auth/signup — "email" of dots': [12, 90, 14] },
    answerMs: { 'POST /api/auth/signup — "email" of dots': [40, 600, 45] },
    healthMs: { 'POST /api/auth/signup — "email" of dots': [20, 250, 22] },
  });

  it('are met by medians within the limits though one run stalled', () => {
    const loop = budget({ runs: 3, service }, 'hostile-service-loop');
    expect(loop.met).toBe(true);
    expect(loop.measured).toBe(
      '14 ms (worst: POST /api/auth/signup — "email" of dots; runs 12–90 ms)',
    );
    expect(budget({ runs: 3, service }, 'hostile-service-answer').met).toBe(true);
    expect(budget({ runs: 3, service }, 'hostile-service-health').met).toBe(true);
  });

  it('are missed when an input stalls in most runs', () => {
    const stalls = side({ loopDelayMs: { 'a quadratic pattern': [70, 65, 12] } });
    expect(budget({ runs: 3, service: stalls }, 'hostile-service-loop').met).toBe(false);
  });

  it('judge the web’s refusals and its search page by their own limits', () => {
    const web = side({
      refusalMs: { 'a 1 MB body to a server function': [150, 260, 190] },
      pageMs: { 'search for 200 separators, every article read': [1500, 1900, 2400] },
    });
    expect(budget({ runs: 3, web }, 'hostile-web-refusal').met).toBe(true);
    expect(budget({ runs: 3, web }, 'hostile-web-page').met).toBe(true);
    const slow = side({ refusalMs: { 'headers over 16 KB': [201, 230, 250] } });
    expect(budget({ runs: 3, web: slow }, 'hostile-web-refusal').met).toBe(false);
  });

  it('are missed when an input got another answer than the tests expect, however fast', () => {
    const wrong = {
      ...service,
      wrongCount: 1,
      wrongAnswers: ['POST /api/contact — a long cookie: 500: {}'],
    };
    const loop = budget({ runs: 3, service: wrong }, 'hostile-service-loop');
    expect(loop.met).toBe(false);
    expect(loop.measured).toContain('1 input answered otherwise than the tests expect');
  });

  it('give no verdict from a single run (a quick run)', () => {
    const loop = budget({ runs: 1, service }, 'hostile-service-loop');
    expect(loop.met).toBeNull();
    expect(loop.measured).toMatch(/\(1 run: no verdict\)$/);
  });

  it('say "not run" when the part did not run, and the error when it stopped', () => {
    expect(budget(undefined, 'hostile-web-loop')).toMatchObject({
      measured: 'not run',
      met: null,
    });
    expect(
      budget({ error: 'worst-input benchmark stopped (exit 1)' }, 'hostile-service-loop'),
    ).toMatchObject({ measured: 'worst-input benchmark stopped (exit 1)', met: null });
  });

  it('are among the budgets of a run, and its report has their section', () => {
    const results = {
      startedAt: '2026-11-27T10:00:00.000Z',
      finishedAt: '2026-11-27T10:30:00.000Z',
      mode: 'full',
      machine: { cpus: 2, memoryGb: 8, node: 'v22', loadAverageAtStart: [1, 1, 1] },
      settings: { connections: 50, loadSeconds: 10, lighthouseRuns: 3, tapRuns: 5 },
      hostile: { runs: 3, service: { ...service, routes: 87, probes: 2000 } },
    };
    results.machine.loadAverageAtEnd = [1, 1, 1];
    results.budgets = budgetsOf(results);
    expect(results.budgets.filter((b) => b.area === 'Worst inputs').map((b) => b.id)).toEqual([
      'hostile-service-loop',
      'hostile-service-answer',
      'hostile-service-health',
      'hostile-web-loop',
      'hostile-web-refusal',
      'hostile-web-page',
      'hostile-web-health',
    ]);
    const report = writeReport(results);
    expect(report).toContain('## Worst inputs');
    expect(report).toContain('2000 inputs to 87 routes');
  });
});
