/**
 * Quiz benchmark (not a test): seeds 1,000,000 answers of 10,000 readers, then reports
 *  - database time of the dashboard (periods, month series, totals, streaks) and of a history
 *    page, for a reader with 10,000 answers and for a typical reader (p50 / p99);
 *  - HTTP latency and throughput of GET /api/quiz/analytics, GET /api/quiz/history,
 *    POST /api/quiz/answers, GET /api/quiz/next with spaced review (due reviews first) and
 *    GET /api/quiz/learning (review, mastery per category, forgiving streak) (autocannon);
 *  - the service's resident memory after the load.
 *
 * The load comes from a second process (this file, forked with --load), so the load generator
 * does not share the service's event loop: on a 2-core machine that would halve what we see.
 *
 * Database: PostgreSQL when DATABASE_URL is set (schema "bench_quiz", dropped afterwards unless
 * BENCH_KEEP=1), the embedded PGlite (in memory) otherwise or with BENCH_QUIZ_DATABASE=pglite.
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench (in bench/quiz), or
 * `npx tsx bench/quiz/quiz-bench.ts` from the repository root; `npm run bench` at the root runs
 * it as part of the whole suite. Settings: BENCH_SECONDS (each load run, default 10),
 * BENCH_CONNECTIONS (default 50), BENCH_QUIZ_ANSWERS (default 1,000,000), BENCH_QUIZ_RUNS (the
 * load runs to make, default analytics,history,saves,next,learning).
 * The last line printed is the result as JSON.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../quiz-service/src/app';
import { loadConfig, type Config } from '../../quiz-service/src/config';
import type { Queryable } from '../../quiz-service/src/db/database';
import { rebuildReviewBoxes } from '../../quiz-service/src/modules/quiz/learning-repository';
import { recountAnswerVersions } from '../../quiz-service/src/modules/quiz/repository';
import { issueServedToken } from '../../quiz-service/src/modules/quiz/served-token';
import { percentile } from '../lib/stats.mjs';

const SCHEMA = 'bench_quiz';
const READERS = 10_000;
const ANSWERS = Number(process.env.BENCH_QUIZ_ANSWERS ?? 1_000_000);
const HEAVY_ANSWERS = Math.min(10_000, ANSWERS);
const QUESTIONS = 70;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CMS_TOKEN = 'bench-quiz-token';
const TIME_ZONE = 'Europe/London';
/** Readers answering at once during the save run (one reader answers far less often). */
const SAVING_READERS = 1000;
/** Save requests prepared per second of the run; past them, tokens repeat and answer 409. */
const MAX_SAVES_PER_SECOND = 8000;
/** Which load runs to make (all by default), e.g. BENCH_QUIZ_RUNS=saves when profiling. */
const RUNS = (process.env.BENCH_QUIZ_RUNS ?? 'analytics,history,saves,next,learning').split(',');
/** Categories of the questions' related articles: the learning dashboard's mastery rows. */
const CATEGORIES = [
  'aviation',
  'space',
  'rockets',
  'satellites',
  'astronomy',
  'history',
  'airports',
];

const databaseUrl =
  process.env.BENCH_QUIZ_DATABASE === 'pglite' ? undefined : process.env.DATABASE_URL;

/** A quiz question in the CMS's REST shape, as the quiz-service's fake CMS serves it. */
interface FakeCmsQuestion {
  documentId: string;
  question: string;
  explanation: string;
  options: { text: string; isCorrect: boolean }[];
  relatedArticle?: { slug: string; title: string; category: { slug: string; name: string } };
}

/** Imports the first of `paths` that exists (older trees keep the fake CMS elsewhere). */
async function importFirst(paths: string[]): Promise<unknown> {
  for (const path of paths.slice(0, -1)) {
    try {
      return await import(path);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    }
  }
  return import(paths.at(-1)!);
}

/**
 * The quiz-service's stand-in for Strapi, serving `list` with the quiz token. It lives in
 * test/support/ (one fake for every test); older trees kept it in src/testing/, and before
 * that a quiz-only one in modules/quiz/.
 */
async function startQuestionCms(token: string, list: FakeCmsQuestion[]) {
  const shared = [
    '../../quiz-service/test/support/fake-cms',
    '../../quiz-service/src/testing/fake-cms',
  ];
  const quizOnly = '../../quiz-service/src/modules/quiz/fake-cms';
  try {
    const { startFakeCms } = (await importFirst(shared)) as {
      startFakeCms: (tokens: { quiz: string }) => Promise<{
        questions: FakeCmsQuestion[];
        url: string;
        close(): Promise<unknown>;
      }>;
    };
    const cms = await startFakeCms({ quiz: token });
    cms.questions = list;
    return cms;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    const { startFakeCms } = (await import(quizOnly)) as {
      startFakeCms: (
        token: string,
        questions: FakeCmsQuestion[],
      ) => Promise<{ url: string; close(): Promise<unknown> }>;
    };
    return startFakeCms(token, list);
  }
}

/** Reader n's id: deterministic, so answers can be generated in SQL. */
const readerId = (n: number | string) => `md5('bench-reader-' || ${n})::uuid`;

function questions(): FakeCmsQuestion[] {
  return Array.from({ length: QUESTIONS }, (_, i) => ({
    documentId: `q${i}`,
    question: `Benchmark question ${i}?`,
    explanation: `Explanation ${i}.`,
    options: ['A', 'B', 'C', 'D'].map((text, j) => ({ text, isCorrect: j === i % 4 })),
    relatedArticle: {
      slug: `article-${i % 20}`,
      title: `Article ${i % 20}`,
      category: {
        slug: CATEGORIES[i % CATEGORIES.length]!,
        name: CATEGORIES[i % CATEGORIES.length]!,
      },
    },
  }));
}

async function timed(runs: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function seed(db: Queryable) {
  const started = performance.now();
  await db.query(
    `insert into users (id, name, username, email, password_hash)
     select ${readerId('g')}, 'Bench Reader ' || g, 'bench_' || g, 'bench_' || g || '@example.com', 'x'
     from generate_series(1, ${READERS}) g`,
  );
  // Reader 1 has 10,000 answers over two years; the others share the rest evenly.
  const answerRows = (count: number, user: string) =>
    `insert into quiz_answers (user_id, question_id, question_text, options, correct_option,
       chosen_option, correct, explanation, time_taken_seconds, time_zone, answered_at)
     select ${user}, 'q' || (g % ${QUESTIONS}), 'Benchmark question ' || (g % ${QUESTIONS}) || '?',
            '["A","B","C","D"]'::jsonb, (g % ${QUESTIONS}) % 4, (g * 7) % 4,
            (g % ${QUESTIONS}) % 4 = (g * 7) % 4, 'Explanation.', g % 60, '${TIME_ZONE}',
            now() - random() * interval '730 days'
     from generate_series(1, ${count}) g`;
  await db.query(answerRows(HEAVY_ANSWERS, readerId(1)));
  const rest = ANSWERS - HEAVY_ANSWERS;
  const chunk = 110_000;
  for (let done = 0; done < rest; done += chunk) {
    const count = Math.min(chunk, rest - done);
    await db.query(answerRows(count, readerId(`((g + ${done}) % ${READERS - 1}) + 2`)));
    console.error(`  seeded ${HEAVY_ANSWERS + done + count} answers`);
  }
  // The seed stores answers in bulk, past the statement that counts each reader's answers.
  await recountAnswerVersions(db);
  // Each reader's review boxes, consistent with their answers (as migration 050 builds them).
  await rebuildReviewBoxes(db);
  await db.query('vacuum analyze quiz_answers');
  await db.query('vacuum analyze quiz_review_boxes');
  // The seed wrote a lot: flushed now, so the load runs do not share the disk with a checkpoint.
  await db.query('checkpoint');
  await db.query('analyze users');
  const seconds = +((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${READERS} readers and ${ANSWERS} answers in ${seconds} s`);
  return seconds;
}

async function sessionCookie(app: FastifyInstance, reader: number) {
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  const { rows } = await app.db.query<{ id: string }>(
    `insert into sessions (user_id, remember, expires_at) values (${readerId('$1::int')}, false, $2) returning id`,
    [reader, expiresAt],
  );
  return `${app.auth.cookieName}=${app.auth.tokenOf({ id: rows[0]!.id, expiresAt })}`;
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const http = (r: autocannon.Result) => ({
  'p50 (ms)': r.latency.p50,
  'p99 (ms)': r.latency.p99,
  'requests/s': Math.round(r.requests.average),
  requests: r.requests.total,
  'non-2xx': r.non2xx,
  errors: r.errors + r.timeouts,
});

interface LoadPlan {
  address: string;
  heavyCookie: string;
  /** Sessions of the readers who answer during the save run. */
  saverCookies: string[];
  origin: string;
  secret: string;
}

/** The load process: three autocannon runs against the service, results sent to the parent. */
async function runLoad(plan: LoadPlan) {
  const common = { connections: CONNECTIONS, duration: SECONDS };
  const skipped = (run: string) => !RUNS.includes(run);
  const analytics = skipped('analytics')
    ? null
    : await load({
        ...common,
        url: `${plan.address}/api/quiz/analytics?timeZone=${encodeURIComponent(TIME_ZONE)}`,
        headers: { cookie: plan.heavyCookie },
      });
  const history = skipped('history')
    ? null
    : await load({
        ...common,
        url: `${plan.address}/api/quiz/history?page=1`,
        headers: { cookie: plan.heavyCookie },
      });
  // The next question of a reader with 10,000 answers: every question answered, some due.
  const next = skipped('next')
    ? null
    : await load({
        ...common,
        url: `${plan.address}/api/quiz/next?timeZone=${encodeURIComponent(TIME_ZONE)}`,
        headers: { cookie: plan.heavyCookie },
      });
  const learning = skipped('learning')
    ? null
    : await load({
        ...common,
        url: `${plan.address}/api/quiz/learning?timeZone=${encodeURIComponent(TIME_ZONE)}`,
        headers: { cookie: plan.heavyCookie },
      });
  const reads = {
    analytics: analytics && http(analytics),
    history: history && http(history),
    next: next && http(next),
    learning: learning && http(learning),
  };
  if (skipped('saves')) return { ...reads, saves: null };
  // Many readers answer at once, as when a newsletter goes out: each save is the next reader's,
  // answering a newly served question (a token is accepted once). The requests are made before
  // the run, so the load generator spends its share of the two cores on sending, not on HMACs.
  const startedAt = Date.now();
  const planned = Array.from({ length: SECONDS * MAX_SAVES_PER_SECOND }, (_, n) => ({
    cookie: plan.saverCookies[n % plan.saverCookies.length]!,
    body: JSON.stringify({
      questionId: 'q1',
      option: 1,
      servedToken: issueServedToken(plan.secret, 'q1', new Date(startedAt - 60_000 - n)),
      timeZone: TIME_ZONE,
    }),
  }));
  let served = 0;
  const saves = await load({
    ...common,
    url: plan.address,
    requests: [
      {
        method: 'POST',
        path: '/api/quiz/answers',
        headers: { origin: plan.origin, 'content-type': 'application/json' },
        setupRequest: (request) => {
          const next = planned[served++ % planned.length]!;
          return {
            ...request,
            headers: { ...request.headers, cookie: next.cookie },
            body: next.body,
          };
        },
      },
    ],
  });
  return { ...reads, saves: http(saves) };
}

function loadFromAnotherProcess(plan: LoadPlan): Promise<Awaited<ReturnType<typeof runLoad>>> {
  return new Promise((resolve, reject) => {
    // The plan goes over the IPC channel: a thousand session cookies do not fit in the env.
    const child = fork(fileURLToPath(import.meta.url), ['--load']);
    child.send(plan);
    child.once('message', (message) => resolve(message as Awaited<ReturnType<typeof runLoad>>));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load process stopped with exit ${code}`));
    });
  });
}

async function main() {
  const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  if (admin) {
    await admin.connect();
    await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  }

  const cms = await startQuestionCms(CMS_TOKEN, questions());
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config: Config = {
    ...base,
    database: databaseUrl
      ? { url: databaseUrl, schema: SCHEMA, pgliteDir: null }
      : { pgliteDir: null },
    cmsUrl: cms.url,
    cmsQuizToken: CMS_TOKEN,
  };
  const app = await buildApp(config);
  const driver = app.db.driver;
  console.log(`Database: ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}`);

  try {
    const seedSeconds = await seed(app.db);
    const idOf = async (n: number) =>
      (await app.db.query<{ id: string }>(`select ${readerId(n)} as id`)).rows[0]!.id;
    const heavy = await idOf(1);
    const typical = await idOf(500);
    const quiz = app.quiz;
    const now = new Date();

    // A version no reader has makes the service compute the dashboard from the database, as
    // after each new answer; without one it reads the reader's version and finds it unchanged.
    let forced = 0;
    const computed = () => -++forced;
    const database = {
      'dashboard, reader with 10,000 answers, computed (ms)': await timed(200, () =>
        quiz.analytics(heavy, TIME_ZONE, now, computed()),
      ),
      'dashboard, reader with ~100 answers, computed (ms)': await timed(200, () =>
        quiz.analytics(typical, TIME_ZONE, now, computed()),
      ),
      'dashboard, reader with 10,000 answers, unchanged (ms)': await timed(200, () =>
        quiz.analytics(heavy, TIME_ZONE, now),
      ),
      'history page 1, 10,000 answers (ms)': await timed(200, () => quiz.history(heavy, 1)),
      'history last page, 10,000 answers (ms)': await timed(200, () => quiz.history(heavy, 1000)),
    };
    console.log('\nService + database time (sequential calls):');
    console.table(database);

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const results = await loadFromAnotherProcess({
      address,
      heavyCookie: await sessionCookie(app, 1),
      saverCookies: await Promise.all(
        Array.from({ length: SAVING_READERS }, (_, i) => sessionCookie(app, i + 2)),
      ),
      origin: new URL(config.publicUrl).origin,
      secret: config.sessionSecret,
    });
    const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);

    console.log(`\nHTTP, ${CONNECTIONS} connections for ${SECONDS} s each:`);
    console.table({
      'GET /api/quiz/analytics (10,000 answers)': results.analytics,
      'GET /api/quiz/history?page=1 (10,000 answers)': results.history,
      'POST /api/quiz/answers': results.saves,
      'GET /api/quiz/next, spaced review (10,000 answers)': results.next,
      'GET /api/quiz/learning (10,000 answers)': results.learning,
    });
    console.log(`Resident memory of the service after the load: ${rssMb} MB`);
    console.log(
      JSON.stringify({
        driver,
        answers: ANSWERS,
        seedSeconds,
        connections: CONNECTIONS,
        seconds: SECONDS,
        database,
        http: results,
        rssMb,
      }),
    );
  } finally {
    await app.close();
    await cms.close();
    if (admin) {
      if (process.env.BENCH_KEEP !== '1')
        await admin.query(`drop schema if exists ${SCHEMA} cascade`);
      await admin.end();
    }
  }
}

if (process.argv.includes('--load')) {
  new Promise<LoadPlan>((resolve) => process.once('message', (plan) => resolve(plan as LoadPlan)))
    .then(runLoad)
    .then((results) => process.send!(results, () => process.exit(0)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
