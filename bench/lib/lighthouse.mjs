// Lighthouse (mobile preset, its default) against Debian's Chromium, one page at a time.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

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

/**
 * Runs Lighthouse on each page; with `saveDir`, each page's full result is written there as
 * JSON (open it in the Lighthouse viewer to see every audit's details).
 */
export async function runLighthouse(urls, { log = console.log, saveDir } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const pages = [];
  try {
    for (const url of urls) {
      log(`[lighthouse] ${url}`);
      const audit = () =>
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
      let result = await audit();
      // A trace Chromium failed to record (NO_NAVSTART and the like) is asked for once more.
      if (result.lhr.runtimeError) {
        log(`[lighthouse] ${result.lhr.runtimeError.code}: once more`);
        result = await audit();
      }
      const lhr = result.lhr;
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        writeFileSync(path.join(saveDir, `${name || 'home'}.json`), JSON.stringify(lhr));
      }
      const score = (id) =>
        lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
      // A metric Lighthouse could not measure (a page error, no paint) stays null.
      const metric = (id, digits = 0) => {
        const value = lhr.audits[id]?.numericValue;
        return typeof value === 'number' ? +value.toFixed(digits) : null;
      };
      pages.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: metric('largest-contentful-paint'),
        cls: metric('cumulative-layout-shift', 3),
        tbtMs: metric('total-blocking-time'),
        fcpMs: metric('first-contentful-paint'),
        runtimeError: lhr.runtimeError?.message ?? null,
        lcpError: lhr.audits['largest-contentful-paint']?.errorMessage ?? null,
        failing: Object.fromEntries(CATEGORIES.map((id) => [id, failing(lhr, id)])),
      });
    }
  } finally {
    await chrome.kill();
  }
  return pages;
}
