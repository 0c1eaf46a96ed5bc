// `npm run bench`: measures Apogee as readers feel it and writes bench/results/latest.{md,json}.
//
//   node bench/run.mjs                 the whole suite (about 25 minutes on 2 cores once built and seeded)
//   node bench/run.mjs --quick         short runs: one run of one Lighthouse page and of each tap,
//                                      100,000 quiz answers; written to bench/results/quick/ (not
//                                      the committed report, and not a budget verdict)
//   node bench/run.mjs --only=ssr,bundle   some parts: coldstart, bundle, caching,
//                                      lighthouse, inp, ssr (with memory), hostile (the worst
//                                      inputs: quiz-service and web), quiz
//   node bench/run.mjs --only=newsletter   one issue to 100,000 seeded subscribers through the
//                                      sender process to a local SMTP sink, with an article's p99
//                                      through the web meanwhile (--newsletter-subscribers=N),
//                                      3 sends (--newsletter-runs=N; 1 in a quick run)
//   node bench/run.mjs --only=cache    the shared cache (Varnish) in front of the web: the
//                                      article against nginx serving its bytes from disk, a
//                                      publish, a 60 s spike at 500 connections, the web stopped
//                                      60 s (last on the stack: it stops the web); with
//                                      --quick, --runs=3 --cache-seconds=60 BENCH_SECONDS=10 it
//                                      measures as a full run without rewriting the report
//   node bench/run.mjs --only=origin   a warm article from the web server alone, br, 50
//                                      connections, 3 runs (the median is judged)
//   node bench/run.mjs --no-build      measure the builds as they are (stale or not)
//   node bench/run.mjs --quick --only=lighthouse --pages=/stories,/quizzes   Lighthouse on some pages
//   node bench/run.mjs --runs=5        runs per Lighthouse page, per tap and of the worst inputs
//                                      (3, 9 and 3 by default)
//   node bench/run.mjs --taps=15       taps per page (rounds of the INP part), whatever --runs
//   node bench/run.mjs --only=search --search-articles=100000   the archive at 100,000 articles
//                                      (reported without budgets, in bench/results/search-100000.md;
//                                      10,000 by default, judged)
//   node bench/run.mjs --quick --only=cms-import --import-articles=1000   the CMS after articles
//                                      published one by one through its admin API (10,000 judged,
//                                      --import-runs=N imports, 2 by default, 1 in a quick run)
//
// It builds what is missing, starts the production stack on ports 3700/4700/2037 with its data
// in .data/bench (seeded on first use), a counting proxy in front of the CMS on 2038 and the
// scripts-removed copies of the Lighthouse pages on 3701, and needs PostgreSQL for the quiz
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/apogee_bench, created when
// missing).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildMissing } from '../scripts/lib/builds.mjs';
import { at } from '../scripts/lib/paths.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { startCmsCounter } from './lib/cms-counter.mjs';
import { measureFirstLoad } from './lib/first-load.mjs';
import { firstTouch } from './lib/machine.mjs';
import { checkHttpCaching } from './lib/http-caching.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { loadTest } from './lib/load.mjs';
import { residentMegabytes } from './lib/processes.mjs';
import { budgetsOf } from './lib/budgets.mjs';
import { writeStanding } from './lib/standing.mjs';
import { writeReport } from './lib/report.mjs';
import { findPages, lighthousePages } from './lib/pages.mjs';
import { signedInReader } from './lib/reader.mjs';
import { startScriptsRemovedCopies } from './lib/scripts-removed.mjs';
import { measureSearchAtScale } from './lib/search-scale.mjs';
import { measureCmsImport } from './lib/cms-import.mjs';
import { measureTapInp } from './lib/tap-inp.mjs';
import { measureOrigin } from './lib/origin.mjs';
import { measureSharedCache } from './lib/shared-cache.mjs';
import { combineNewsletterRuns } from './lib/newsletter.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wants = (part) => !only || only.includes(part);
const option = (name) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);

const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 5 : 10));
const CONNECTIONS = 50;
const PORTS = { web: 3700, quiz: 4700, cms: 2037 };
const COUNTER_PORT = 2038;
const COPIES_PORT = 3701;
/** The shared cache in front of the stack's web, and nginx serving the article from disk. */
const CACHE_PORTS = { cache: 3702, disk: 3703 };
/** The cache part's spike and outage: 60 s each (judged), 10 in a quick run (--cache-seconds=N). */
const CACHE_SPIKE_SECONDS = Number(option('cache-seconds') ?? (quick ? 10 : 60));
/** Runs per Lighthouse page and per tap: a budget is judged by their median. */
const LIGHTHOUSE_RUNS = Number(option('runs') ?? (quick ? 1 : 3));
// Taps are cheap and their spread is wide (a tap meets a frame of the page's loading or not),
// so a full run takes more of them than of the other parts.
const TAP_RUNS = Number(option('taps') ?? option('runs') ?? (quick ? 1 : 9));
/** Runs of the web server alone: its budget is judged by their median. */
const ORIGIN_RUNS = Number(option('runs') ?? (quick ? 1 : 3));
/** Runs of every worst input: each input's budget is judged by its median. */
const HOSTILE_RUNS = Number(option('runs') ?? (quick ? 1 : 3));
const DATA_DIR = at('.data/bench');
const CLIENT_DIR = at('web/dist/client');
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apogee_bench';
const OUT_DIR = quick ? at('bench/results/quick') : at('bench/results');
/** The archive the search part measures: 10,000 articles are judged by the budgets. */
const SEARCH_ARTICLES = Number(option('search-articles') ?? 10_000);
const SEARCH_PORTS = { web: 3800, quiz: 4800, cms: 2137 };
/** The import part: articles published through the CMS's admin API, and how many imports. */
const IMPORT_ARTICLES = Number(option('import-articles') ?? 10_000);
const IMPORT_RUNS = Number(option('import-runs') ?? (quick ? 1 : 2));
const IMPORT_PORTS = { web: 3560, quiz: 4560, cms: 1860 };
/** The newsletter part's list (--newsletter-subscribers=N); judged at 100,000. */
const NEWSLETTER_SUBSCRIBERS = Number(option('newsletter-subscribers') ?? 100_000);
/** Sends of the newsletter part (--newsletter-runs=N): 3, one in a quick run. */
const NEWSLETTER_RUNS = Number(option('newsletter-runs') ?? (quick ? 1 : 3));

const log = (line) => console.log(line);
const loadAverage = () => os.loadavg().map((value) => +value.toFixed(2));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const results = {
  startedAt: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  // As typed, so a report of some parts says which (its header, report.mjs).
  command: ['node bench/run.mjs', ...args].join(' '),
  machine: {
    cpus: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadAverageAtStart: loadAverage(),
    firstTouchAtStart: firstTouch(),
  },
  settings: {
    loadSeconds: SECONDS,
    connections: CONNECTIONS,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    tapRuns: TAP_RUNS,
    hostileRuns: HOSTILE_RUNS,
    ports: PORTS,
  },
};

/** Waits until `url` answers 200, polling every 250 ms; resolves with the milliseconds taken. */
async function waitForOk(url, started, timeoutMs) {
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  return null;
}

/**
 * `npm start` as a newcomer runs it (node scripts/start.mjs is what that script runs), with the
 * builds present: milliseconds until the home page answers 200.
 */
async function coldStart() {
  const started = Date.now();
  const child = spawn(process.execPath, [at('scripts/start.mjs')], {
    cwd: at('.'),
    env: {
      ...process.env,
      WEB_PORT: String(PORTS.web),
      QUIZ_PORT: String(PORTS.quiz),
      CMS_PORT: String(PORTS.cms),
      DATA_DIR,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ms = await waitForOk(`http://127.0.0.1:${PORTS.web}/`, started, 300_000);
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  return ms;
}

async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** The V8 flags the quiz-service runs with (its npm start script), for the benchmark's service. */
const QUIZ_NODE_FLAGS =
  JSON.parse(readFileSync(at('quiz-service/package.json'), 'utf8')).scripts.start.match(
    /--[a-z-]+=\d+/g,
  ) ?? [];

/** bench/quiz/quiz-bench.ts in its own process; its last line is the result as JSON. */
function quizBench(env) {
  return tsBench(
    'bench/quiz/quiz-bench.ts',
    'quiz',
    {
      BENCH_SECONDS: String(SECONDS),
      BENCH_CONNECTIONS: String(CONNECTIONS),
      ...(quick ? { BENCH_QUIZ_ANSWERS: '100000' } : {}),
      ...env,
    },
    QUIZ_NODE_FLAGS,
  );
}

/**
 * A TypeScript benchmark (run by tsx) in its own process, with `flags` for V8; its last line is
 * the result as JSON.
 */
function tsBench(file, name, env, flags = []) {
  return new Promise((resolve) => {
    const args = [...flags, '--import', 'tsx', at(file)];
    const child = spawn(process.execPath, args, {
      cwd: at('.'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(last));
      } catch {
        resolve({ error: `${name} benchmark stopped (exit ${code})` });
      }
    });
  });
}

/** 50 readers ask for the same page at the same moment. */
async function burst(url, count) {
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async () => {
      const t0 = Date.now();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        return { status: response.status, ms: Date.now() - t0 };
      } catch {
        return { status: 0, ms: Date.now() - t0 };
      }
    }),
  );
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    requests: count,
    ok: answers.filter((answer) => answer.status === 200).length,
    slowestMs: times.at(-1),
    medianMs: times[Math.floor(times.length / 2)],
    totalMs: Date.now() - started,
  };
}

/** Runs one part of the suite; a part that fails is reported as such and the others still run. */
async function part(name, fn) {
  if (!wants(name)) return;
  try {
    await fn();
  } catch (error) {
    console.error(`[bench] ${name} failed:`, error);
    results.failures = { ...results.failures, [name]: String(error?.message ?? error) };
  }
}

async function main() {
  if (!args.includes('--no-build')) await buildMissing({ log });

  await part('coldstart', async () => {
    // A first start on an empty data folder also seeds the CMS: measured apart, not the budget.
    log('[bench] cold start (npm start with builds present)…');
    const first = await coldStart();
    const second = await coldStart();
    results.coldStart = { firstMs: first, ms: second };
    log(`[bench] cold start: ${second} ms (the one before: ${first} ms)`);
  });

  if (
    [
      'bundle',
      'caching',
      'lighthouse',
      'inp',
      'ssr',
      'origin',
      'hostile',
      'newsletter',
      'cache',
    ].some(wants)
  )
    await onTheStack();
  await part('quiz', async () => {
    log('[bench] quiz-service on PostgreSQL…');
    await ensureDatabase(DATABASE_URL);
    results.quizPostgres = await quizBench({ DATABASE_URL, BENCH_QUIZ_DATABASE: 'postgres' });
    log('[bench] quiz-service on PGlite…');
    results.quizPglite = await quizBench({ BENCH_QUIZ_DATABASE: 'pglite' });
  });

  await part('search', async () => {
    const databaseUrl = DATABASE_URL.replace(/\/[^/]*$/, `/apogee_bench_search_${SEARCH_ARTICLES}`);
    await ensureDatabase(databaseUrl);
    results.search = await measureSearchAtScale({
      articles: SEARCH_ARTICLES,
      dataDir: at(`.data/bench-search-${SEARCH_ARTICLES}`),
      ports: SEARCH_PORTS,
      databaseUrl,
      connections: CONNECTIONS,
      seconds: SECONDS,
      log,
      withBudgets: SEARCH_ARTICLES === 10_000,
    });
  });

  await part('cms-import', async () => {
    // Last: about 20 minutes per import of 10,000 articles, on a stack of its own.
    results.cmsImport = await measureCmsImport({
      articles: IMPORT_ARTICLES,
      runs: IMPORT_RUNS,
      dataDir: at('.data/bench-import'),
      ports: IMPORT_PORTS,
      log,
    });
  });

  results.machine.loadAverageAtEnd = loadAverage();
  results.machine.firstTouchAtEnd = firstTouch();
  results.finishedAt = new Date().toISOString();
  results.budgets = budgetsOf(results);
  mkdirSync(OUT_DIR, { recursive: true });
  // The larger archive has a report of its own beside the suite's.
  const name = SEARCH_ARTICLES === 10_000 ? 'latest' : `search-${SEARCH_ARTICLES}`;
  writeFileSync(path.join(OUT_DIR, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(OUT_DIR, `${name}.md`), writeReport(results));
  if (name === 'latest' && !quick) {
    // A full run: docs/performance.md's "Where we stand" table, and a dated copy for history.
    await writeStanding(at('docs/performance.md'), results);
    const history = path.join(OUT_DIR, 'history');
    mkdirSync(history, { recursive: true });
    writeFileSync(
      path.join(history, `${results.startedAt.slice(0, 16).replace(':', '')}.md`),
      writeReport(results),
    );
  }
  log(`[bench] report: ${path.relative(at('.'), path.join(OUT_DIR, `${name}.md`))}`);
}

/** The parts measured on the running stack (ports 3700/4700/2037, data in .data/bench). */
async function onTheStack() {
  const counter = await startCmsCounter({ port: COUNTER_PORT, cmsPort: PORTS.cms });
  const stack = await startStack({
    searchIndexed: true,
    dataDir: DATA_DIR,
    ports: PORTS,
    env: {
      CMS_URL: counter.url,
      // The quiz-service purges the cache part's shared cache on each publish.
      ...(wants('cache')
        ? { SHARED_CACHE_PURGE_URLS: `http://127.0.0.1:${CACHE_PORTS.cache}` }
        : {}),
    },
    log,
    quiet: ['cms', 'quiz', 'web'],
  });
  const pidOf = (name) => stack.children.get(name)?.pid;
  const memory = () => ({
    webMb: residentMegabytes(pidOf('web')),
    quizMb: residentMegabytes(pidOf('quiz')),
    cmsMb: residentMegabytes(pidOf('cms')),
  });
  const base = `http://127.0.0.1:${PORTS.web}`;
  try {
    const pages = await findPages(base);
    results.pages = pages;
    log(`[bench] pages: ${JSON.stringify(pages)}`);
    const articleUrl = new URL(pages.article, base).toString();
    results.memory = { afterStart: memory() };
    // The bench reader's session cookies, kept in the data folder between runs.
    let readerCookies = null;
    const reader = async () =>
      (readerCookies ??= await signedInReader(base, {
        keepIn: path.join(DATA_DIR, 'bench-reader-session.json'),
      }));

    await part('bundle', async () => {
      log('[bench] first-load JavaScript of an article…');
      results.firstLoad = await measureFirstLoad({ url: articleUrl, clientDir: CLIENT_DIR });
      // The other pages readers land on: the quiz (zod reached it once), a search with its
      // results and facets, the home page.
      results.firstLoadPages = [];
      for (const page of ['/', '/quizzes', '/search?discover=Artemis']) {
        const measured = await measureFirstLoad({
          url: new URL(page, base).toString(),
          clientDir: CLIENT_DIR,
        });
        results.firstLoadPages.push({
          page,
          totalGzipKb: measured.totalGzipKb,
          chunks: measured.chunks,
        });
      }
    });
    await part('caching', async () => {
      log('[bench] HTTP caching and compression…');
      results.caching = await checkHttpCaching({
        base,
        articlePath: pages.article,
        clientDir: CLIENT_DIR,
      });
    });
    await part('lighthouse', async () => {
      const chosen = option('pages')?.split(',');
      const urls = (chosen ?? (quick ? [pages.article] : lighthousePages(pages))).map((page) =>
        new URL(page, base).toString(),
      );
      const copies = await startScriptsRemovedCopies({ port: COPIES_PORT, origin: base });
      try {
        results.lighthouse = await runLighthouse(urls, {
          runs: LIGHTHOUSE_RUNS,
          copies,
          log,
          saveDir: at('bench/results/tmp/lighthouse'),
        });
      } finally {
        await copies.close();
      }
    });
    await part('inp', async () => {
      log('[bench] INP of a tap during start-up…');
      const cookies = [...(await reader()), { name: 'cookieAccepted', value: 'true' }];
      const tapped = [`${base}/`, articleUrl];
      // Each page's copy without scripts is tapped in the same rounds: the floor of this
      // browser on this machine at this moment, beside what our scripts add to it.
      const copies = await startScriptsRemovedCopies({ port: COPIES_PORT, origin: base });
      try {
        const baselines = await Promise.all(
          tapped.map(async (url) => ({
            url: await copies.copy(url),
            tap: 'menu',
            baselineOf: url,
          })),
        );
        results.tapInp = await measureTapInp(
          [
            ...tapped.map((url) => ({ url, tap: 'menu' })),
            { url: `${base}/quizzes`, tap: 'quizOption', signedIn: true, cookies },
            ...baselines,
          ],
          { runs: TAP_RUNS, log },
        );
      } finally {
        await copies.close();
      }
    });
    await part('ssr', async () => {
      // Cold: the cache is purged, then 50 readers arrive at once; each CMS query should be
      // asked once. Warm: the same page under load for SECONDS, twice, memory after each.
      const signedInCookie = [
        'cookieAccepted=true',
        ...(await reader()).map(({ name, value }) => `${name}=${value}`),
      ].join('; ');
      log('[bench] article rendering, cache cold…');
      counter.take();
      const purge = await fetch(`${base}/internal/cms-webhook`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.secrets.CMS_WEBHOOK_SECRET}` },
      });
      const cold = await burst(articleUrl, CONNECTIONS);
      results.ssrCold = { purged: purge.ok, ...cold, cmsQueries: counter.take() };
      log(`[bench] cold: ${JSON.stringify(results.ssrCold)}`);

      const warmRun = async () => {
        counter.take();
        const summary = await loadTest({
          url: articleUrl,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: { 'accept-encoding': 'br, gzip' },
        });
        // The quiz through the web's proxy, so the quiz-service has served load too.
        const quiz = await loadTest({
          url: `${base}/api/quiz/next`,
          connections: 10,
          duration: Math.max(3, Math.round(SECONDS / 4)),
        });
        // The same article for a signed-in reader: every request carries the bench reader's
        // valid session cookie (and the consent cookie, as a reader who accepted cookies).
        const signedIn = await loadTest({
          url: articleUrl,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: { 'accept-encoding': 'br, gzip', cookie: signedInCookie },
        });
        return { article: summary, signedIn, quizNext: quiz, cmsQueries: counter.take() };
      };
      // Three identical runs: the first warms the caches and V8's heap up; memory is read after
      // each, and growth is judged between the second and the third.
      const runs = [];
      const after = [];
      for (let i = 1; i <= 3; i++) {
        log(`[bench] article rendering, cache warm (run ${i})…`);
        runs.push(await warmRun());
        await sleep(2000);
        after.push(memory());
      }
      const better = (key) =>
        runs
          .slice(1)
          .reduce((best, run) =>
            run[key].requestsPerSecond > best[key].requestsPerSecond ? run : best,
          )[key];
      results.ssrWarm = { article: better('article'), signedIn: better('signedIn') };
      results.ssrWarmRuns = runs;
      results.memory = {
        ...results.memory,
        afterFirstRun: after[0],
        afterSecondRun: after[1],
        afterThirdRun: after[2],
      };
      log(
        `[bench] warm: ${JSON.stringify(runs.map((run) => ({ article: run.article, signedIn: run.signedIn })))}`,
      );
    });
    await part('origin', async () => {
      // After the rendering runs: the article is kept by then, as for any reader.
      results.origin = await measureOrigin({
        url: articleUrl,
        connections: CONNECTIONS,
        seconds: SECONDS,
        runs: ORIGIN_RUNS,
        log,
      });
    });
    await part('hostile', async () => {
      // After the load runs, so their memory figures are the load's alone. The web's inputs go
      // to this stack's web; the quiz-service's to one built in the benchmark's own process,
      // where its event loop can be watched. Node's default heap, as the reliability tests run
      // it: the inputs themselves (2 MB bodies, thousands of fields) share it with the service,
      // and the service's 128 MB limit would be the inputs' as well.
      log('[bench] the worst inputs (quiz-service and web)…');
      results.hostile = await tsBench('bench/hostile/hostile-bench.ts', 'worst-input', {
        BENCH_HOSTILE_RUNS: String(HOSTILE_RUNS),
        BENCH_HOSTILE_WEB: base,
        // The site's own address (PUBLIC_URL), which its forms' Origin must name.
        BENCH_HOSTILE_ORIGIN: stack.urls.web,
        LOG_LEVEL: 'silent',
      });
    });
    await part('newsletter', async () => {
      // Last: the send's own database, and the stack's web answering the article meanwhile.
      log(
        `[bench] a newsletter issue to ${NEWSLETTER_SUBSCRIBERS.toLocaleString('en')} subscribers…`,
      );
      const databaseUrl = DATABASE_URL.replace(/\/[^/]*$/, '/apogee_bench_newsletter');
      await ensureDatabase(databaseUrl);
      // Several sends, each from the same list: one run's p99 of a few milliseconds moves with
      // the machine, so the budgets read the runs' medians (newsletter.mjs).
      const runs = [];
      for (let run = 1; run <= NEWSLETTER_RUNS; run++) {
        log(`[bench] newsletter send ${run} of ${NEWSLETTER_RUNS}…`);
        runs.push(
          await tsBench('bench/newsletter/newsletter-bench.ts', 'newsletter', {
            BENCH_NEWSLETTER_DATABASE_URL: databaseUrl,
            BENCH_NEWSLETTER_SUBSCRIBERS: String(NEWSLETTER_SUBSCRIBERS),
            BENCH_NEWSLETTER_ARTICLE: articleUrl,
            BENCH_SECONDS: String(SECONDS),
          }),
        );
      }
      results.newsletter = combineNewsletterRuns(runs);
    });
    await part('cache', async () => {
      // Last on the stack: its outage stops the web.
      results.sharedCache = await measureSharedCache({
        stack,
        originPort: PORTS.web,
        stopOrigin: async () => {
          const web = stack.children.get('web');
          if (!web) return;
          const exited = new Promise((resolve) => web.once('exit', resolve));
          process.kill(-web.pid, 'SIGKILL');
          await exited;
        },
        pages: { home: '/', ...pages },
        dataDir: DATA_DIR,
        ports: CACHE_PORTS,
        connections: CONNECTIONS,
        seconds: SECONDS,
        runs: Number(option('runs') ?? (quick ? 1 : 3)),
        spikeSeconds: CACHE_SPIKE_SECONDS,
        outageSeconds: CACHE_SPIKE_SECONDS,
        log,
      });
    });
  } finally {
    await stack.stop();
    await counter.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
