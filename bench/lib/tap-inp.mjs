// Interaction to Next Paint of a tap made during start-up: a phone-sized Chromium at 4× CPU
// slowdown (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset assumes) opens a
// page and taps a control the moment it is visible, then reads INP from the web-vitals
// library. The browser is driven over the DevTools protocol's pipe with only the Page,
// Emulation, Input and Storage commands (lib/cdp-pipe.mjs), not through Playwright: Playwright
// enables the Runtime domain, and with it V8 re-parses the whole entry chunk to give line and
// columns to the Errors React creates as it loads, which made the entry's evaluation three
// times longer than in a reader's browser (docs/performance.md, "A tap during start-up").
// web-vitals is added by CDP (Page.addScriptToEvaluateOnNewDocument), which the site's
// Content-Security-Policy does not apply to: the page keeps its CSP untouched.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchOverPipe } from './cdp-pipe.mjs';
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

/** How often the page is asked whether the control (or the tap's effect) shows. */
const POLL_MS = 16;

/**
 * An expression answering the centre of the first visible element `find()` returns, or null.
 * Each check is a querySelector and a box: about a millisecond at 4×, where a role locator's
 * accessible-name computation took about 42 ms on the same main thread.
 */
function centreOfVisible(find) {
  return `(() => {
    const element = (${find})();
    if (!element) return null;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    if (getComputedStyle(element).visibility === 'hidden') return null;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  })()`;
}

/** What is tapped, and what the reader sees when the tap worked. */
export const TAPS = {
  menu: {
    what: 'menu button',
    // The header's button named "Open menu" (its name is a visually hidden text).
    target: centreOfVisible(
      `() => [...document.querySelectorAll('button')].find((b) => /open menu/i.test(b.textContent))`,
    ),
    effect: centreOfVisible(`() => document.querySelector('nav[aria-label="Mobile"]')`),
  },
  quizOption: {
    what: 'quiz option',
    target: centreOfVisible(`() => document.querySelector('[data-question-id] ol button')`),
    // A signed-in reader's choice is marked as theirs.
    effect: centreOfVisible(
      `() => document.querySelector('[data-question-id] ol button[aria-pressed="true"]')`,
    ),
  },
};

/** Asks the page `expression` until it answers something, or rejects after `timeoutMs`. */
async function waitFor(page, expression, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Between documents there is no context to evaluate in: that is an answer of null.
    const answer = await page('Runtime.evaluate', { expression, returnByValue: true }).catch(
      () => null,
    );
    const value = answer?.result?.value;
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not show in ${timeoutMs / 1000} s.`);
    await sleep(POLL_MS);
  }
}

async function tapOnce(browser, { url, tap, cookies, baselineOf }) {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  try {
    if (cookies?.length)
      await browser.send('Storage.setCookies', {
        browserContextId,
        cookies: cookies.map(({ name, value }) => ({ name, value, url })),
      });
    const { targetId } = await browser.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    const page = (method, params) => browser.send(method, params, sessionId);
    await page('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    await page('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    // The Page domain runs scripts added for new documents only once enabled.
    await page('Page.enable');
    await page('Page.addScriptToEvaluateOnNewDocument', { source: INP_LISTENER });
    await page('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await page('Page.navigate', { url });
    const point = await waitFor(page, TAPS[tap].target, 60_000, `The ${TAPS[tap].what}`);
    await page('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const tappedMs = Date.now() - started;
    let effectMs = null;
    // A copy without scripts has nothing to answer the tap with: only its INP is wanted.
    if (!baselineOf) {
      try {
        await waitFor(page, TAPS[tap].effect, EFFECT_TIMEOUT_MS, 'The effect');
        effectMs = Date.now() - started - tappedMs;
      } catch {
        // lost: the tap changed nothing the reader can see
      }
    }
    // Start-up finishes and the tap's event timing entry is delivered before INP is read.
    await waitFor(page, `document.readyState === 'complete'`, 60_000, 'The load');
    await sleep(1500);
    const inp = (
      await page('Runtime.evaluate', { expression: 'window.__benchInp', returnByValue: true })
    ).result.value;
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
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  }
}

/**
 * Runs every check `runs` times, in rounds (each round taps once on every page), and resolves
 * with each check's runs and their median and spread. A check with `baselineOf` (the live
 * page's address) taps that page's copy without scripts: the floor the browser and this
 * machine set, measured in the same rounds.
 * @param {{ url: string, tap: keyof typeof TAPS, signedIn?: boolean, cookies?: object[],
 *   baselineOf?: string }[]} checks
 */
export async function measureTapInp(checks, { runs = 3, log = console.log } = {}) {
  const browser = await launchOverPipe();
  const results = checks.map((check) => ({ ...check, runs: [] }));
  try {
    // One tap first, not counted: the first page a new browser opens pays for starting its
    // own caches (fonts above all), which a reader's browser has long done.
    const warmUp = await tapOnce(browser, checks[0]).catch((error) => ({ error: error.message }));
    log(`[inp] warm-up tap, not counted: ${JSON.stringify(warmUp)}`);
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
