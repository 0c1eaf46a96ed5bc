import { describe, expect, it } from 'vitest';
import { budgetsOf } from '../lib/budgets.mjs';
import { median, summarise } from '../lib/stats.mjs';

const machine = { cpus: 2, loadAverageAtStart: [0.5, 0.5, 0.5] };

/** A page as runLighthouse summarises it, from the TBT of each run. */
function page(url, tbts) {
  const runs = tbts.map((tbtMs, i) => ({ round: i + 1, tbtMs, performance: 99 }));
  return {
    url,
    runCount: runs.length,
    performance: 99,
    lcpMs: 900,
    cls: 0,
    tbtMs: median(tbts),
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    figures: { tbtMs: summarise(runs, (run) => run.tbtMs) },
    runs,
  };
}

const budget = (results, id) => budgetsOf({ machine, ...results }).find((b) => b.id === id);

describe('Lighthouse budgets', () => {
  it('are met when the median of three runs is, though one run missed', () => {
    const tbt = budget({ lighthouse: [page('http://x/', [90, 400, 120])] }, 'lighthouse-tbt');
    expect(tbt.met).toBe(true);
    expect(tbt.measured).toBe('120 ms (worst: /, runs 90 ms–400 ms; 1 page, 3 runs each)');
  });

  it('are missed when the median of the worst page misses', () => {
    const tbt = budget(
      { lighthouse: [page('http://x/', [10, 20, 30]), page('http://x/quizzes', [100, 160, 900])] },
      'lighthouse-tbt',
    );
    expect(tbt.met).toBe(false);
    expect(tbt.measured).toMatch(/^160 ms \(worst: \/quizzes,/);
  });

  it('give no verdict from a single run', () => {
    const tbt = budget({ lighthouse: [page('http://x/', [20])] }, 'lighthouse-tbt');
    expect(tbt.met).toBeNull();
    expect(tbt.measured).toBe('20 ms (worst: /; 1 page, 1 run each: no verdict)');
  });
});

describe('the tap budget', () => {
  const check = (inps, effects) => ({
    url: 'http://x/',
    what: 'menu button',
    runs: inps.map((inpMs, i) => ({ inpMs, effectAfterMs: effects[i] })),
    inpMs: summarise(
      inps.map((inpMs) => ({ inpMs })),
      (run) => run.inpMs,
    ),
    tookEffect: effects.filter((ms) => ms !== null).length,
  });

  it('is met by a median INP within 200 ms when every tap took effect', () => {
    expect(budget({ tapInp: [check([80, 500, 120], [40, 300, 60])] }, 'inp-startup-tap').met).toBe(
      true,
    );
  });

  it('is missed when a tap changed nothing, however fast its paint', () => {
    const tap = budget({ tapInp: [check([40, 48, 56], [null, 30, 30])] }, 'inp-startup-tap');
    expect(tap.met).toBe(false);
    expect(tap.measured).toBe('/ menu button: 48 ms (40–56), took effect 2/3');
  });

  it('reports the copy without scripts beside the page, and judges only the page', () => {
    const baseline = { ...check([300, 320, 340], [null, null, null]), baselineOf: 'http://x/' };
    const tap = budget(
      { tapInp: [check([80, 90, 100], [40, 40, 40]), { ...baseline, url: 'http://c/' }] },
      'inp-startup-tap',
    );
    expect(tap.met).toBe(true);
    expect(tap.measured).toBe(
      '/ menu button: 90 ms (80–100), took effect 3/3; without scripts (baseline): / 320 ms (300–340)',
    );
  });
});

describe('the SEO budget', () => {
  it('leaves out the pages that ask not to be indexed', () => {
    const seo = budget(
      {
        lighthouse: [
          { ...page('http://x/', [10, 10, 10]), seo: 100 },
          { ...page('http://x/login', [10, 10, 10]), seo: 69 },
          { ...page('http://x/search?discover=Artemis', [10, 10, 10]), seo: 66 },
        ],
      },
      'lighthouse-seo',
    );
    expect(seo.met).toBe(true);
    expect(seo.measured).toBe('100 (worst: /; 1 page, 3 runs each)');
  });

  it('still judges an article that asks not to be indexed', () => {
    const seo = budget(
      { lighthouse: [{ ...page('http://x/an-article', [10, 10, 10]), seo: 69 }] },
      'lighthouse-seo',
    );
    expect(seo.met).toBe(false);
  });
});

describe('the search budgets', () => {
  /** Three runs of timed searches, each with the given p95. */
  const searches = (p95s) => {
    const runs = p95s.map((p95Ms) => ({
      p50Ms: 10,
      p95Ms,
      p99Ms: p95Ms,
      requests: 260,
      workers: 2,
      failed: 0,
    }));
    return { runs, p95Ms: summarise(runs, (run) => run.p95Ms, 1) };
  };
  const search = (articles, servicePostgres) => ({ search: { articles, servicePostgres } });

  it('are judged at 10,000 articles by the median of three runs', () => {
    expect(budget(search(10_000, searches([40, 90, 45])), 'search-postgres').met).toBe(true);
    expect(budget(search(10_000, searches([60, 55, 45])), 'search-postgres').met).toBe(false);
  });

  it('fail a run where a search failed, however fast the others', () => {
    const figure = searches([20, 20, 20]);
    figure.runs[1].failed = 1;
    expect(budget(search(10_000, figure), 'search-postgres').met).toBe(false);
  });

  it('only report the larger archive', () => {
    const larger = budget(search(100_000, searches([400, 400, 400])), 'search-postgres');
    expect(larger.met).toBeNull();
    expect(larger.budget).toContain('100,000 articles: reported');
  });
});
