// Interaction to Next Paint of a tap made during start-up: a phone-sized Chromium at 4× CPU
// slowdown (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset assumes) opens a
// page and taps a control the moment it is visible, then reads INP from the web-vitals
// library. The tap is a touch sent through CDP, not Playwright's click: a click waits for the
// page's main thread to answer its checks, which would hide the very delay measured here.
// web-vitals is added by CDP (Page.addScriptToEvaluateOnNewDocument), which the site's
// Content-Security-Policy does not apply to: the page keeps its CSP untouched.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { summarise } from './stats.mjs';

const require = createRequire(import.meta.url);
const WEB_VITALS = readFileSync(
  path.join(
    path.dirname(require.resolve('web-vitals/attribution')),
    'web-vitals.attribution.iife.js',
  ),
  'utf8',
);

/** web-vitals, then a listener that keeps the latest INP and its parts on the window. */
const INP_LISTENER = `${WEB_VITALS}
;(function () {
  if (window.top !== window) return;
  window.__benchInp = null;
  webVitals.onINP(function (metric) {
    var a = metric.attribution;
    window.__benchInp = {
      value: metric.value,
      target: a.interactionTarget || null,
      time: a.interactionTime,
      inputDelay: a.inputDelay,
      processingDuration: a.processingDuration,
      presentationDelay: a.presentationDelay
    };
  }, { reportAllChanges: true });
})();`;

export const CPU_SLOWDOWN = 4;
/** How long a tap may take to show its effect before it counts as lost. */
const EFFECT_TIMEOUT_MS = 10_000;

/** What is tapped, and what the reader sees when the tap worked. */
export const TAPS = {
  menu: {
    what: 'menu button',
    target: (page) => page.getByRole('button', { name: /open menu/i }).first(),
    effect: (page) => page.getByRole('navigation', { name: 'Mobile' }),
  },
  quizOption: {
    what: 'quiz option',
    target: (page) => page.locator('[data-question-id] ol button').first(),
    // A signed-in reader's choice is marked as theirs.
    effect: (page) => page.locator('[data-question-id] ol button[aria-pressed="true"]').first(),
  },
};

async function tapOnce(browser, { url, tap, cookies }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (cookies?.length) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
    await context.addInitScript({ content: INP_LISTENER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const target = TAPS[tap].target(page);
    await target.waitFor({ state: 'visible', timeout: 60_000 });
    const box = await target.boundingBox();
    if (!box) throw new Error(`The ${TAPS[tap].what} of ${url} has no box to tap.`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const tappedMs = Date.now() - started;
    let effectMs = null;
    try {
      await TAPS[tap].effect(page).waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS });
      effectMs = Date.now() - started - tappedMs;
    } catch {
      // lost: the tap changed nothing the reader can see
    }
    // Start-up finishes and the tap's event timing entry is delivered before INP is read.
    await page.waitForLoadState('load', { timeout: 60_000 });
    await page.waitForTimeout(1500);
    const inp = await page.evaluate(() => window.__benchInp);
    return {
      inpMs: inp ? Math.round(inp.value) : null,
      // When the tap happened, on the page's clock (milliseconds after the navigation began).
      tappedAtMs: inp?.time == null ? null : Math.round(inp.time),
      tappedAfterMs: tappedMs,
      effectAfterMs: effectMs,
      inputDelayMs: inp ? Math.round(inp.inputDelay) : null,
      processingMs: inp ? Math.round(inp.processingDuration) : null,
      presentationMs: inp ? Math.round(inp.presentationDelay) : null,
      target: inp?.target ?? null,
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs every check `runs` times, in rounds (each round taps once on every page), and resolves
 * with each check's runs and their median and spread.
 * @param {{ url: string, tap: keyof typeof TAPS, signedIn?: boolean, cookies?: object[] }[]} checks
 */
export async function measureTapInp(checks, { runs = 3, log = console.log } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = checks.map((check) => ({ ...check, runs: [] }));
  try {
    for (let round = 1; round <= runs; round++) {
      for (const result of results) {
        const label = `${new URL(result.url).pathname} (${TAPS[result.tap].what}) run ${round}/${runs}`;
        try {
          const run = await tapOnce(browser, result);
          log(`[inp] ${label}: ${JSON.stringify(run)}`);
          result.runs.push(run);
        } catch (error) {
          log(`[inp] ${label} failed: ${error.message}`);
          result.runs.push({ inpMs: null, effectAfterMs: null, error: error.message });
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results.map(({ cookies: _cookies, ...result }) => ({
    ...result,
    what: TAPS[result.tap].what,
    cpuSlowdown: CPU_SLOWDOWN,
    inpMs: summarise(result.runs, (run) => run.inpMs),
    tappedAfterMs: summarise(result.runs, (run) => run.tappedAfterMs ?? null),
    effectAfterMs: summarise(result.runs, (run) => run.effectAfterMs),
    tookEffect: result.runs.filter((run) => run.effectAfterMs !== null).length,
  }));
}
