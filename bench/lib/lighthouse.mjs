// Lighthouse (mobile preset, its default) against Debian's Chromium, one page at a time.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** What a missed score is made of: the audits that did not pass, worst first. */
function failing(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => a.score - b.score)
    .slice(0, 5)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

export async function runLighthouse(urls, { log = console.log } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const pages = [];
  try {
    for (const url of urls) {
      log(`[lighthouse] ${url}`);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const lhr = result.lhr;
      const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
      pages.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        runtimeError: lhr.runtimeError?.message ?? null,
        failing: Object.fromEntries(CATEGORIES.map((id) => [id, failing(lhr, id)])),
      });
    }
  } finally {
    await chrome.kill();
  }
  return pages;
}
