// `npm run bench`: measures Apogee as readers feel it and writes bench/results/latest.{md,json}.
//
//   node bench/run.mjs                 the whole suite (about 5 minutes on 2 cores once built and seeded)
//   node bench/run.mjs --quick         short runs, one Lighthouse page, 100,000 quiz answers;
//                                      written to bench/results/quick/ (not the committed report)
//   node bench/run.mjs --only=ssr,bundle   some parts: coldstart, bundle, caching,
//                                      lighthouse, ssr (with memory), quiz
//   node bench/run.mjs --no-build      measure the builds as they are (stale or not)
//   node bench/run.mjs --quick --only=lighthouse --pages=/stories,/quizzes   Lighthouse on some pages
//
// It builds what is missing, starts the production stack on ports 3700/4700/2037 with its data
// in .data/bench (seeded on first use), and needs PostgreSQL for the quiz (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/apogee_bench, created when missing).
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
import { checkHttpCaching } from './lib/http-caching.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { loadTest } from './lib/load.mjs';
import { residentMegabytes } from './lib/processes.mjs';
import { budgetsOf } from './lib/budgets.mjs';
import { writeReport } from './lib/report.mjs';
import { findPages } from './lib/pages.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wants = (part) => !only || only.includes(part);

const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 5 : 10));
const CONNECTIONS = 50;
const PORTS = { web: 3700, quiz: 4700, cms: 2037 };
const COUNTER_PORT = 2038;
const DATA_DIR = at('.data/bench');
const CLIENT_DIR = at('web/dist/client');
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/apogee_bench';
const OUT_DIR = quick ? at('bench/results/quick') : at('bench/results');

const log = (line) => console.log(line);
const loadAverage = () => os.loadavg().map((value) => +value.toFixed(2));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const results = {
  startedAt: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  machine: {
    cpus: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadAverageAtStart: loadAverage(),
  },
  settings: { loadSeconds: SECONDS, connections: CONNECTIONS, ports: PORTS },
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
  return new Promise((resolve) => {
    const args = [...QUIZ_NODE_FLAGS, '--import', 'tsx', at('bench/quiz/quiz-bench.ts')];
    const child = spawn(process.execPath, args, {
      cwd: at('.'),
      env: {
        ...process.env,
        BENCH_SECONDS: String(SECONDS),
        BENCH_CONNECTIONS: String(CONNECTIONS),
        ...(quick ? { BENCH_QUIZ_ANSWERS: '100000' } : {}),
        ...env,
      },
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
        resolve({ error: `quiz benchmark stopped (exit ${code})` });
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

  if (['bundle', 'caching', 'lighthouse', 'ssr'].some(wants)) await onTheStack();
  await part('quiz', async () => {
    log('[bench] quiz-service on PostgreSQL…');
    await ensureDatabase(DATABASE_URL);
    results.quizPostgres = await quizBench({ DATABASE_URL, BENCH_QUIZ_DATABASE: 'postgres' });
    log('[bench] quiz-service on PGlite…');
    results.quizPglite = await quizBench({ BENCH_QUIZ_DATABASE: 'pglite' });
  });

  results.machine.loadAverageAtEnd = loadAverage();
  results.finishedAt = new Date().toISOString();
  results.budgets = budgetsOf(results);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(OUT_DIR, 'latest.md'), writeReport(results));
  log(`[bench] report: ${path.relative(at('.'), path.join(OUT_DIR, 'latest.md'))}`);
}

/** The parts measured on the running stack (ports 3700/4700/2037, data in .data/bench). */
async function onTheStack() {
  const counter = await startCmsCounter({ port: COUNTER_PORT, cmsPort: PORTS.cms });
  const stack = await startStack({
    dataDir: DATA_DIR,
    ports: PORTS,
    env: { CMS_URL: counter.url },
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

    await part('bundle', async () => {
      log('[bench] first-load JavaScript of an article…');
      results.firstLoad = await measureFirstLoad({ url: articleUrl, clientDir: CLIENT_DIR });
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
      const chosen = args
        .find((arg) => arg.startsWith('--pages='))
        ?.slice('--pages='.length)
        .split(',');
      const all = ['/', pages.article, pages.category, '/publications', '/stories', '/quizzes'];
      const urls = (chosen ?? (quick ? [pages.article] : all)).map((page) =>
        new URL(page, base).toString(),
      );
      results.lighthouse = await runLighthouse(urls, {
        log,
        saveDir: at('bench/results/tmp/lighthouse'),
      });
    });
    await part('ssr', async () => {
      // Cold: the cache is purged, then 50 readers arrive at once; each CMS query should be
      // asked once. Warm: the same page under load for SECONDS, twice, memory after each.
      log('[bench] article rendering, cache cold…');
      counter.take();
      const purge = await fetch(`${base}/internal/cms-webhook`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.secrets.CACHE_PURGE_SECRET}` },
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
        // The same page with a cookie of its own on every request: the page is rendered each
        // time (no kept page fits), the CMS cache still warm. Reported, not budgeted.
        let reader = 0;
        const rendered = await loadTest({
          url: articleUrl,
          connections: CONNECTIONS,
          duration: Math.max(3, Math.round(SECONDS / 2)),
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({
                ...request,
                headers: {
                  ...request.headers,
                  'accept-encoding': 'br, gzip',
                  cookie: `cookieAccepted=true; bench=${reader++}`,
                },
              }),
            },
          ],
        });
        return { article: summary, rendered, quizNext: quiz, cmsQueries: counter.take() };
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
      results.ssrWarm = runs
        .slice(1)
        .reduce((best, run) =>
          run.article.requestsPerSecond > best.article.requestsPerSecond ? run : best,
        );
      results.ssrWarmRuns = runs;
      results.memory = {
        ...results.memory,
        afterFirstRun: after[0],
        afterSecondRun: after[1],
        afterThirdRun: after[2],
      };
      log(`[bench] warm: ${JSON.stringify(results.ssrWarmRuns.map((run) => run.article))}`);
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
