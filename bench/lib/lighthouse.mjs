// Lighthouse (mobile preset, its default) against Debian's Chromium. Every page is measured in
// rounds: each round runs every page once, and each live run is followed at once by a run of
// the same page with its scripts removed (scripts-removed.mjs), so the pair shares the
// machine's load of that moment. A busy moment then spoils one round, not one page's runs,
// and the median of the rounds is the figure a budget is judged by.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { median, summarise } from './stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The figures of one run; the budgets and the report read these names. */
const METRICS = [
  ['lcpMs', 'largest-contentful-paint', 0],
  ['cls', 'cumulative-layout-shift', 3],
  ['tbtMs', 'total-blocking-time', 0],
  ['fcpMs', 'first-contentful-paint', 0],
];

/** What a missed score is made of: the audits that did not pass, worst first. */
function failing(lhr, category) {
  if (!lhr.categories[category]) return [];
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => a.score - b.score)
    .slice(0, 5)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const scoreOf = (lhr, id) =>
  lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);

/** One run's figures. A metric Lighthouse could not measure (a page error, no paint) is null. */
function figuresOf(lhr) {
  const figures = {
    performance: scoreOf(lhr, 'performance'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
    lcpError: lhr.audits['largest-contentful-paint']?.errorMessage ?? null,
  };
  for (const [key, audit, digits] of METRICS) {
    const value = lhr.audits[audit]?.numericValue;
    figures[key] = typeof value === 'number' ? +value.toFixed(digits) : null;
  }
  return figures;
}

const loadNow = () => +os.loadavg()[0].toFixed(2);
const fileName = (url) =>
  `${new URL(url).pathname}${new URL(url).search}`
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '') || 'home';

/**
 * Runs Lighthouse `runs` times on each page, each live run paired with a run of the
 * scripts-removed copy served by `copies` (startScriptsRemovedCopies). With `saveDir`, every
 * run's full result is written there as JSON (open it in the Lighthouse viewer).
 */
export async function runLighthouse(urls, { runs = 3, copies, log = console.log, saveDir } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const audit = async (url, categories, label) => {
    const once = () =>
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
    let result = await once();
    // A trace Chromium failed to record (NO_NAVSTART and the like) is asked for once more.
    if (result.lhr.runtimeError) {
      log(`[lighthouse] ${label}: ${result.lhr.runtimeError.code}: once more`);
      result = await once();
    }
    return result.lhr;
  };
  const save = (lhr, name) => {
    if (!saveDir) return;
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(lhr));
  };

  const pages = urls.map((url) => ({ url, runs: [], scores: null, failing: null }));
  try {
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        const where = new URL(page.url);
        const label = `${where.pathname}${where.search} run ${round}/${runs}`;
        log(`[lighthouse] ${label}`);
        // The other categories do not change between runs: they are audited in the first.
        const liveLoad = loadNow();
        const live = await audit(page.url, round === 1 ? CATEGORIES : ['performance'], label);
        save(live, `${fileName(page.url)}-run${round}`);
        if (round === 1) {
          page.scores = {
            accessibility: scoreOf(live, 'accessibility'),
            bestPractices: scoreOf(live, 'best-practices'),
            seo: scoreOf(live, 'seo'),
          };
          page.failing = Object.fromEntries(CATEGORIES.map((id) => [id, failing(live, id)]));
        }
        let scriptsRemoved = null;
        if (copies) {
          const copyLoad = loadNow();
          const copyUrl = await copies.copy(page.url);
          const copy = await audit(copyUrl, ['performance'], `${label} without scripts`);
          save(copy, `${fileName(page.url)}-run${round}-scripts-removed`);
          scriptsRemoved = { ...figuresOf(copy), loadAverage: copyLoad };
        }
        page.runs.push({
          round,
          at: new Date().toISOString(),
          loadAverage: liveLoad,
          ...figuresOf(live),
          failingPerformance: failing(live, 'performance'),
          scriptsRemoved,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return pages.map(summarisePage);
}

/**
 * A page's figures: the median of its runs for each metric (what budgets are judged by), the
 * spread, and what our JavaScript costs: the median over the rounds of (live − scripts
 * removed) for TBT and (scripts removed − live) for the performance score.
 */
function summarisePage(page) {
  const { runs } = page;
  const figure = (key, digits) => summarise(runs, (run) => run[key], digits);
  const live = {
    performance: figure('performance'),
    lcpMs: figure('lcpMs'),
    cls: figure('cls', 3),
    tbtMs: figure('tbtMs'),
    fcpMs: figure('fcpMs'),
    benchmarkIndex: figure('benchmarkIndex'),
    loadAverage: figure('loadAverage', 2),
  };
  const paired = runs.filter((run) => run.scriptsRemoved);
  const withoutScripts = paired.length
    ? {
        performance: summarise(paired, (run) => run.scriptsRemoved.performance),
        tbtMs: summarise(paired, (run) => run.scriptsRemoved.tbtMs),
        lcpMs: summarise(paired, (run) => run.scriptsRemoved.lcpMs),
        benchmarkIndex: summarise(paired, (run) => run.scriptsRemoved.benchmarkIndex),
      }
    : null;
  // Each round's pair was measured back to back: the difference is taken within the pair.
  const cost = (key, sign) => (run) =>
    run[key] === null || run.scriptsRemoved[key] === null
      ? null
      : sign * (run[key] - run.scriptsRemoved[key]);
  const jsCost = paired.length
    ? {
        tbtMs: summarise(paired, cost('tbtMs', 1)),
        performance: summarise(paired, cost('performance', -1)),
      }
    : null;
  return {
    url: page.url,
    runCount: runs.length,
    // The figures budgets read: the median of the runs (the first run's for the other scores).
    performance: live.performance.median,
    lcpMs: live.lcpMs.median,
    cls: live.cls.median,
    tbtMs: live.tbtMs.median,
    fcpMs: live.fcpMs.median,
    ...page.scores,
    figures: live,
    scriptsRemoved: withoutScripts,
    jsCost,
    runtimeErrors: runs.map((run) => run.runtimeError).filter(Boolean),
    failing: page.failing,
    failingPerformanceOfMedianRun:
      runs.find((run) => run.performance === median(runs.map((r) => r.performance)))
        ?.failingPerformance ?? [],
    runs,
  };
}
