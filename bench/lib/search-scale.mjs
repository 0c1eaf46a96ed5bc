// The archive at scale: search, the sitemap and the index's upkeep measured on a CMS holding
// thousands of generated articles (`npm run seed -- --scale N`), on PostgreSQL and on PGlite.
// bench/run.mjs runs it as the `search` part (10,000 articles; --search-articles=100000 for
// the larger archive, reported without budgets).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { at } from '../../scripts/lib/paths.mjs';
import { run } from '../../scripts/lib/run.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { loadTest } from './load.mjs';
import { residentMegabytes } from './processes.mjs';
import { percentile, summarise } from './stats.mjs';

/**
 * What readers search for: words of titles and bodies (the generated beats and the seeded
 * articles), phrases, exclusions, misspellings, facet filters, the newest-first sort, a second
 * page, and text nothing matches. Common words ("rocket", "engine") match thousands of
 * articles: ranking those is the expensive case.
 */
export const SEARCH_QUERIES = [
  'q=turbopumps',
  'q=launch%20pad',
  'q=grid%20fin',
  'q=Cape%20Canaveral',
  'q=countdown',
  'q=rocket',
  'q=engine',
  'q=orbit',
  'q=launch',
  'q=%22launch%20window%22',
  'q=%22staged%20combustion%22',
  'q=rocket%20-reusable',
  'q=turbopmps',
  'q=canavral',
  'q=artmis',
  'q=hubbel',
  'q=rocket&category=spaceflight',
  'q=engine&year=2020',
  'q=launch&tag=nasa',
  'q=orbit&sort=newest',
  'q=launch&start=12',
  'q=Artemis',
  'q=Hubble',
  'q=jet%20stream',
  'q=solar%20sail',
  'q=xyzzyq',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each query asked `rounds` times by `workers` readers at once (one per core of the benchmark
 * machine: the time of an answer, not of a queue), every answer timed.
 */
export async function timeSearches(base, { workers = 2, rounds = 10, queries = SEARCH_QUERIES }) {
  const urls = Array.from({ length: rounds }, () => queries)
    .flat()
    .map((query) => `${base}/api/search?${query}`);
  const times = [];
  let failed = 0;
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const t0 = performance.now();
        const response = await fetch(url).catch(() => null);
        await response?.arrayBuffer();
        times.push(performance.now() - t0);
        if (response?.status !== 200) failed += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    failed,
    workers,
    p50Ms: percentile(times, 50, 1),
    p95Ms: percentile(times, 95, 1),
    p99Ms: percentile(times, 99, 1),
    maxMs: +times.at(-1).toFixed(1),
    requestsPerSecond: Math.round(times.length / ((Date.now() - started) / 1000)),
  };
}

async function internal(quizUrl, secret, method, pathname) {
  const response = await fetch(`${quizUrl}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${secret}` },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Rebuilds the index through the service and waits for the end: milliseconds. */
export async function timeReindex(quizUrl, secret, timeoutMs = 3_600_000) {
  const started = Date.now();
  const before = (await internal(quizUrl, secret, 'GET', '/api/internal/search/status')).body;
  const start = await internal(quizUrl, secret, 'POST', '/api/internal/search/reindex');
  if (start.status !== 202) throw new Error(`reindex answered ${start.status}`);
  for (;;) {
    await sleep(500);
    const status = (await internal(quizUrl, secret, 'GET', '/api/internal/search/status')).body;
    if (!status.job) {
      if (status.builtAt === before?.builtAt) throw new Error('the rebuild did not finish');
      return { ms: Date.now() - started, articles: status.articles };
    }
    if (Date.now() - started > timeoutMs) throw new Error('the rebuild took too long');
  }
}

async function waitForIndex(quizUrl, secret, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const status = await internal(quizUrl, secret, 'GET', '/api/internal/search/status').catch(
      () => null,
    );
    if (status?.body?.builtAt && !status.body.job) return Date.now() - started;
    await sleep(1000);
  }
  throw new Error('the search index was not built in time');
}

/** The sitemap index and each of its files, first request after a purge: milliseconds each. */
export async function timeSitemap(web, secret) {
  await fetch(`${web}/internal/cms-webhook`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}` },
  });
  const timed = async (url) => {
    const t0 = performance.now();
    const response = await fetch(url);
    const text = await response.text();
    return { url, status: response.status, ms: Math.round(performance.now() - t0), text };
  };
  const index = await timed(`${web}/sitemap.xml`);
  const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    new URL(new URL(match[1]).pathname, web).toString(),
  );
  const answers = [];
  for (const file of files) answers.push(await timed(file));
  const urls = answers.reduce((n, answer) => n + (answer.text.match(/<url>/g)?.length ?? 0), 0);
  return {
    indexMs: index.ms,
    files: answers.map(({ url, status, ms }) => ({ file: new URL(url).pathname, status, ms })),
    slowestFileMs: Math.max(...answers.map((answer) => answer.ms)),
    urls,
  };
}

/**
 * GET /api/legacy/blog/fetchblog (docs/product/rest-adapter.md): every article, with its HTML, in
 * one answer.
 */
async function timeWholeList(quiz) {
  const t0 = performance.now();
  const response = await fetch(`${quiz}/api/legacy/blog/fetchblog`);
  const reader = response.body.getReader();
  let firstByteMs = null;
  let bytes = 0;
  let articles = 0;
  const decoder = new TextDecoder();
  const MARK = '"blog_id":';
  // The end of the previous chunk, so a mark cut in two by the stream is counted once.
  let tail = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= Math.round(performance.now() - t0);
    bytes += value.length;
    const text = tail + decoder.decode(value, { stream: true });
    articles += text.split(MARK).length - 1;
    tail = text.slice(-(MARK.length - 1));
  }
  return {
    status: response.status,
    ms: Math.round(performance.now() - t0),
    firstByteMs,
    megabytes: +(bytes / 1024 / 1024).toFixed(1),
    articles,
  };
}

/**
 * An editor publishes an article (the CMS's REST API with a full-access token made for the
 * purpose through the admin API, as an integration would): milliseconds until the search
 * index finds it by a word only it has. The article and the token are removed afterwards.
 */
export async function timePublishToIndex({ cms, quiz, admin }) {
  const login = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  }).then((r) => r.json());
  const adminToken = login?.data?.token;
  if (!adminToken) throw new Error('could not log in to the CMS admin');
  const adminHeaders = {
    authorization: `Bearer ${adminToken}`,
    'content-type': 'application/json',
  };
  const created = await fetch(`${cms}/admin/api-tokens`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({
      name: `bench-publish-${Date.now()}`,
      type: 'full-access',
      lifespan: null,
    }),
  }).then((r) => r.json());
  const token = created?.data?.accessKey;
  if (!token) throw new Error('could not create an API token');
  const api = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const times = [];
  try {
    const file = await fetch(`${cms}/api/upload/files?pagination[pageSize]=1`, {
      headers: api,
    }).then((r) => r.json());
    const imageId = (Array.isArray(file) ? file[0] : file?.data?.[0])?.id;
    for (let i = 0; i < 3; i++) {
      const word = `zephyrium${Date.now().toString(36)}`;
      const t0 = Date.now();
      const answer = await fetch(`${cms}/api/blogs?status=published`, {
        method: 'POST',
        headers: api,
        body: JSON.stringify({
          data: {
            title: `Benchmark flight ${word}`,
            slug: `benchmark-flight-${word}`,
            description: 'A short article the benchmark publishes and removes.',
            content: [{ type: 'paragraph', children: [{ type: 'text', text: `About ${word}.` }] }],
            featureImage: imageId,
          },
        }),
      }).then((r) => r.json());
      const documentId = answer?.data?.documentId;
      if (!documentId) throw new Error(`the CMS did not publish: ${JSON.stringify(answer)}`);
      let found = null;
      while (Date.now() - t0 < 30_000) {
        const page = await fetch(`${quiz}/api/search?q=${word}`).then((r) => r.json());
        if (page.total > 0) {
          found = Date.now() - t0;
          break;
        }
        await sleep(50);
      }
      times.push(found);
      await fetch(`${cms}/api/blogs/${documentId}`, { method: 'DELETE', headers: api });
    }
  } finally {
    if (created?.data?.id)
      await fetch(`${cms}/admin/api-tokens/${created.data.id}`, {
        method: 'DELETE',
        headers: adminHeaders,
      });
  }
  return { runsMs: times, ...summarise(times, (v) => v) };
}

/** A second quiz-service on the embedded database (PGlite), against the same CMS. */
async function startPgliteService({ env, port, dataDir }) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const flags =
    JSON.parse(readFileSync(at('quiz-service/package.json'), 'utf8')).scripts.start.match(
      /--[a-z-]+=\d+/g,
    ) ?? [];
  const child = spawn(process.execPath, [...flags, at('quiz-service/dist/server.js')], {
    cwd: at('quiz-service'),
    env: {
      ...env,
      DATABASE_URL: '',
      QUIZ_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(500);
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // gone
      }
      await sleep(1000);
    },
  };
}

/**
 * The `search` part: a stack of its own whose CMS holds `articles` articles (seeded once into
 * `dataDir`, then reused), its quiz-service on PostgreSQL (`databaseUrl`).
 */
export async function measureSearchAtScale({
  articles,
  dataDir,
  ports,
  databaseUrl,
  connections,
  seconds,
  log,
  withBudgets,
}) {
  const result = { articles, databaseUrl: databaseUrl.replace(/\/\/[^@]*@/, '//…@') };
  const marker = path.join(dataDir, `scaled-${articles}.json`);
  if (!existsSync(marker)) {
    log(`[bench] seeding ${articles} articles into ${path.relative(at('.'), dataDir)}…`);
    rmSync(dataDir, { recursive: true, force: true });
    const env = { ...process.env, DATA_DIR: dataDir };
    const t0 = Date.now();
    if ((await run('npm', ['run', 'seed', '--silent'], { cwd: at('.'), env })) !== 0)
      throw new Error('the sample content seed failed');
    const seeded = Date.now();
    // The sample pack's articles come on top: the archive holds at least `articles`.
    const scale = ['run', 'seed', '--silent', '--', '--scale', String(articles)];
    if ((await run('npm', scale, { cwd: at('.'), env })) !== 0)
      throw new Error('the scale seed failed');
    writeFileSync(
      marker,
      JSON.stringify({ sampleMs: seeded - t0, scaleMs: Date.now() - seeded, articles }),
    );
  }
  result.seed = JSON.parse(readFileSync(marker, 'utf8'));

  const stack = await startStack({
    dataDir,
    ports,
    // The searches below all come from this one address, far beyond a reader's pace.
    env: { DATABASE_URL: databaseUrl, SEARCH_LIMIT_PER_MINUTE: '1000000' },
    log,
    quiet: ['cms', 'quiz', 'web'],
  });
  const secret = stack.secrets.CMS_WEBHOOK_SECRET;
  const quiz = `http://127.0.0.1:${ports.quiz}`;
  const web = `http://127.0.0.1:${ports.web}`;
  const cms = `http://127.0.0.1:${ports.cms}`;
  const memory = (name) => residentMegabytes(stack.children.get(name)?.pid);
  let pglite = null;
  try {
    log('[bench] search: waiting for the index (PostgreSQL)…');
    result.firstBuildMs = await waitForIndex(quiz, secret, 3_600_000);
    log('[bench] search: rebuilding the index…');
    result.reindexPostgres = await timeReindex(quiz, secret);
    log(`[bench] search: ${JSON.stringify(result.reindexPostgres)}`);

    const rounds = articles > 20_000 ? 4 : 10;
    const runs = async (base) => {
      const list = [];
      for (let i = 0; i < 3; i++) list.push(await timeSearches(base, { rounds }));
      return { runs: list, p95Ms: summarise(list, (r) => r.p95Ms, 1) };
    };
    log('[bench] search: answers in the service (PostgreSQL)…');
    result.servicePostgres = await runs(quiz);
    log('[bench] search: answers through the web…');
    result.throughWeb = await runs(web);

    log('[bench] search: the search page under load…');
    const pageRuns = [];
    for (let i = 0; i < 3; i++)
      pageRuns.push(
        await loadTest({
          url: web,
          connections,
          duration: seconds,
          headers: { 'accept-encoding': 'br, gzip' },
          requests: SEARCH_QUERIES.slice(0, 20).map((query) => ({
            method: 'GET',
            path: `/search?discover=${query.replace(/^q=/, '').replace(/&.*$/, '')}`,
          })),
        }),
      );
    result.searchPage = {
      runs: pageRuns,
      requestsPerSecond: summarise(pageRuns, (r) => r.requestsPerSecond),
    };

    log('[bench] search: the sitemap, cold…');
    const sitemaps = [];
    for (let i = 0; i < 3; i++) sitemaps.push(await timeSitemap(web, secret));
    result.sitemap = {
      runs: sitemaps,
      indexMs: summarise(sitemaps, (r) => r.indexMs),
      slowestFileMs: summarise(sitemaps, (r) => r.slowestFileMs),
      urls: sitemaps[0]?.urls,
    };

    log('[bench] search: the REST adapter’s whole list of blogs…');
    const lists = [];
    for (let i = 0; i < 3; i++) lists.push(await timeWholeList(quiz));
    result.legacyFetchblog = {
      runs: lists,
      ms: summarise(lists, (r) => r.ms),
      firstByteMs: summarise(lists, (r) => r.firstByteMs),
    };

    log('[bench] search: a publish reaching the index…');
    result.publishToIndex = await timePublishToIndex({
      cms,
      quiz,
      admin: {
        email: stack.secrets.CMS_SEED_ADMIN_EMAIL,
        password: stack.secrets.CMS_SEED_ADMIN_PASSWORD,
      },
    }).catch((error) => ({ error: String(error.message ?? error) }));

    await sleep(2000);
    result.memoryAfter = { cmsMb: memory('cms'), webMb: memory('web'), quizMb: memory('quiz') };

    if (withBudgets) {
      log('[bench] search: the same index on PGlite…');
      pglite = await startPgliteService({
        env: stack.env,
        port: ports.quiz + 1,
        dataDir: path.join(dataDir, 'pglite-quiz'),
      });
      result.pgliteFirstBuildMs = await waitForIndex(pglite.url, secret, 3_600_000);
      result.servicePglite = await runs(pglite.url);
      result.pgliteMb = residentMegabytes(pglite.pid);
    }
  } finally {
    await pglite?.stop();
    await stack.stop();
  }
  return result;
}
