import { describe, expect, it } from 'vitest';
import { budgetsOf } from '../lib/budgets.mjs';
import { summarise } from '../lib/stats.mjs';

const machine = { cpus: 2, loadAverageAtStart: [0.5, 0.5, 0.5] };
const budget = (cmsImport) =>
  budgetsOf({ machine, cmsImport }).find((b) => b.id === 'cms-import-memory');

const importRun = (settledMb, failed = 0) => ({
  published: 10_000 - failed,
  failed,
  publishesPerSecond: 9.1,
  afterStartMb: 300,
  afterImportMb: settledMb + 20,
  settledMb,
  peakMb: settledMb + 40,
  samples: [],
});
const imported = (runs, articles = 10_000) => ({
  articles,
  settleSeconds: 60,
  runs,
  settledMb: summarise(runs, (r) => r.settledMb),
  peakMb: summarise(runs, (r) => r.peakMb),
  publishesPerSecond: summarise(runs, (r) => r.publishesPerSecond, 1),
});

describe('the CMS import budget', () => {
  it('is met when the median import leaves the CMS at 600 MB or less, every publish accepted', () => {
    const verdict = budget(imported([importRun(560), importRun(610), importRun(590)]));
    expect(verdict.met).toBe(true);
    expect(verdict.measured).toBe(
      '590 MB (runs 560–610); peak while importing 630 MB (runs 600–650); 9.1 publishes/s; 0 refused; 3 runs',
    );
  });

  it('is missed above 600 MB, or when a publish was refused', () => {
    expect(budget(imported([importRun(771), importRun(786)])).met).toBe(false);
    expect(budget(imported([importRun(500, 1), importRun(510)])).met).toBe(false);
  });

  it('gives figures and no verdict for another number of articles', () => {
    expect(budget(imported([importRun(400)], 1_000)).met).toBe(null);
  });

  it('is left out of a run that did not import', () => {
    expect(budgetsOf({ machine }).some((b) => b.id === 'cms-import-memory')).toBe(false);
  });
});
