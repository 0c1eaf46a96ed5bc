/**
 * Quiz benchmark (not a test): seeds 1,000,000 answers of 10,000 readers into PostgreSQL
 * (DATABASE_URL, schema "bench_quiz", dropped afterwards unless BENCH_KEEP=1), then reports
 *  - database time of the dashboard (periods, month series, totals, streaks) and of a history
 *    page, for a reader with 10,000 answers and for a typical reader (p50 / p99);
 *  - HTTP latency of GET /api/quiz/analytics and GET /api/quiz/history (autocannon, p50 / p99);
 *  - answer-save throughput of POST /api/quiz/answers (autocannon, requests per second).
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench (in bench/quiz), or
 * `npx tsx bench/quiz/quiz-bench.ts` from the repository root. BENCH_SECONDS sets each load
 * run's length (default 10).
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../quiz-service/src/app';
import { loadConfig, type Config } from '../../quiz-service/src/config';
import { signSessionToken } from '../../quiz-service/src/modules/accounts/session-token';
import { startFakeCms, type FakeCmsQuestion } from '../../quiz-service/src/modules/quiz/fake-cms';
import { issueServedToken } from '../../quiz-service/src/modules/quiz/served-token';

const SCHEMA = 'bench_quiz';
const READERS = 10_000;
const ANSWERS = 1_000_000;
const HEAVY_ANSWERS = 10_000;
const QUESTIONS = 70;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CMS_TOKEN = 'bench-quiz-token';
const TIME_ZONE = 'Europe/London';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Set DATABASE_URL to a PostgreSQL database (the benchmark works in schema bench_quiz).',
  );
  process.exit(1);
}

/** Reader n's id: deterministic, so answers can be generated in SQL. */
const readerId = (n: number | string) => `md5('bench-reader-' || ${n})::uuid`;

function questions(): FakeCmsQuestion[] {
  return Array.from({ length: QUESTIONS }, (_, i) => ({
    documentId: `q${i}`,
    question: `Benchmark question ${i}?`,
    explanation: `Explanation ${i}.`,
    options: ['A', 'B', 'C', 'D'].map((text, j) => ({ text, isCorrect: j === i % 4 })),
  }));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed(runs: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: +percentile(times, 50).toFixed(2), p99: +percentile(times, 99).toFixed(2) };
}

async function seed(client: pg.Client) {
  const started = performance.now();
  await client.query(
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
  await client.query(answerRows(HEAVY_ANSWERS, readerId(1)));
  const rest = ANSWERS - HEAVY_ANSWERS;
  const chunk = 110_000;
  for (let done = 0; done < rest; done += chunk) {
    const count = Math.min(chunk, rest - done);
    await client.query(answerRows(count, readerId(`((g + ${done}) % ${READERS - 1}) + 2`)));
    process.stdout.write(`  seeded ${HEAVY_ANSWERS + done + count} answers\r`);
  }
  await client.query('vacuum analyze quiz_answers');
  await client.query('analyze users');
  console.log(
    `\nSeeded ${READERS} readers and ${ANSWERS} answers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function sessionCookie(client: pg.Client, config: Config, reader: number) {
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  const { rows } = await client.query<{ id: string }>(
    `insert into sessions (user_id, remember, expires_at) values (${readerId('$1::int')}, false, $2) returning id`,
    [reader, expiresAt],
  );
  const token = await signSessionToken(config.sessionSecret, rows[0]!.id, expiresAt);
  return `apogee_session=${token}`;
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);

  const cms = await startFakeCms(CMS_TOKEN, questions());
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config: Config = {
    ...base,
    database: { url: databaseUrl, schema: SCHEMA, pgliteDir: null },
    cmsUrl: cms.url,
    cmsQuizToken: CMS_TOKEN,
  };
  const app = await buildApp(config);
  await admin.query(`set search_path to ${SCHEMA}`);

  try {
    await seed(admin);
    const heavy = (await admin.query<{ id: string }>(`select ${readerId(1)} as id`)).rows[0]!.id;
    const typical = (await admin.query<{ id: string }>(`select ${readerId(500)} as id`)).rows[0]!
      .id;
    const quiz = app.services.quiz;
    const now = new Date();

    const database = {
      'dashboard, reader with 10,000 answers (ms)': await timed(200, () =>
        quiz.analytics(heavy, TIME_ZONE, now),
      ),
      'dashboard, reader with ~100 answers (ms)': await timed(200, () =>
        quiz.analytics(typical, TIME_ZONE, now),
      ),
      'history page 1, 10,000 answers (ms)': await timed(200, () => quiz.history(heavy, 1)),
      'history last page, 10,000 answers (ms)': await timed(200, () => quiz.history(heavy, 1000)),
    };
    console.log('\nService + database time (sequential calls):');
    console.table(database);

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const heavyCookie = await sessionCookie(admin, config, 1);
    const saverCookie = await sessionCookie(admin, config, 2);
    const origin = new URL(config.publicUrl).origin;
    const common = { connections: 10, duration: SECONDS };

    const analytics = await load({
      ...common,
      url: `${address}/api/quiz/analytics?timeZone=${encodeURIComponent(TIME_ZONE)}`,
      headers: { cookie: heavyCookie },
    });
    const history = await load({
      ...common,
      url: `${address}/api/quiz/history?page=1`,
      headers: { cookie: heavyCookie },
    });
    // Each save answers a newly served question: a token is accepted once.
    let served = 0;
    const startedAt = Date.now();
    const saves = await load({
      ...common,
      url: address,
      requests: [
        {
          method: 'POST',
          path: '/api/quiz/answers',
          headers: { cookie: saverCookie, origin, 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              questionId: 'q1',
              option: 1,
              servedToken: issueServedToken(
                config.sessionSecret,
                'q1',
                new Date(startedAt - 60_000 - served++),
              ),
              timeZone: TIME_ZONE,
            }),
          }),
        },
      ],
    });

    const http = (r: autocannon.Result) => ({
      'p50 (ms)': r.latency.p50,
      'p99 (ms)': r.latency.p99,
      'requests/s': Math.round(r.requests.average),
      'non-2xx': r.non2xx,
      errors: r.errors,
    });
    console.log(`\nHTTP, ${common.connections} connections for ${SECONDS} s each:`);
    console.table({
      'GET /api/quiz/analytics (10,000 answers)': http(analytics),
      'GET /api/quiz/history?page=1 (10,000 answers)': http(history),
      'POST /api/quiz/answers': http(saves),
    });
    console.log(
      JSON.stringify({
        database,
        http: { analytics: http(analytics), history: http(history), saves: http(saves) },
      }),
    );
  } finally {
    await app.close();
    await cms.close();
    if (process.env.BENCH_KEEP !== '1')
      await admin.query(`drop schema if exists ${SCHEMA} cascade`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
