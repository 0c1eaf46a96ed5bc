// npm run test:stack: the stack tier. The built stack (CMS, quiz-service, web) on test ports,
// then, with one summary at the end:
//  1. the browser journeys (web/e2e, Playwright driving Debian's Chromium) and the
//     quiz-service's live suite (quiz-service/test/live: its REST adapter and CMS client)
//     against that stack's CMS;
//  2. the reliability checks (scripts/lib/reliability.mjs): on that same stack, stored XSS, a
//     60-second load and the CMS stopped; then, the stack stopped, the quiz-service killed and
//     cut off from PostgreSQL; then every log of the run (both tiers') searched for secrets;
//  3. the scale-out checks (scripts/lib/scale-out-run.mjs): two web and two quiz-service
//     replicas behind nginx, with the CMS on PostgreSQL, Redis and s3rver, on ports 5131-5190.
// Builds whatever is missing or stale first (npm test has built everything by then).
//
// `node scripts/test-stack.mjs --journeys [playwright arguments]` starts the stack, runs only
// the browser journeys with those arguments (a file, `-g title`), and stops: the way to run
// one journey while working on it.
//
// With DATABASE_URL set (CI), the stack's quiz-service runs on PostgreSQL, in a database of its
// own derived from that URL; otherwise on the embedded database.
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildMissing } from './lib/builds.mjs';
import { dropDatabase, recreateDatabase, siblingUrl } from './lib/databases.mjs';
import { at } from './lib/paths.mjs';
import {
  TEST_STACK_ENV,
  describeStack,
  faultAndLogChecks,
  stackChecks,
} from './lib/reliability.mjs';
import { scaleOutChecks } from './lib/scale-out-run.mjs';
import { startStack } from './lib/stack.mjs';
import { createSuites } from './lib/suites.mjs';
import { finishRun, firstLine } from './lib/test-report.mjs';

const journeysAt = process.argv.indexOf('--journeys');
const journeysOnly = journeysAt !== -1;
const playwrightArgs = journeysOnly ? process.argv.slice(journeysAt + 1) : [];

// The fast tier's logs stay beside this tier's, so the logs check reads both after a validate.
const reports = at('.data/test-reports');
const logDir = path.join(reports, 'logs');
mkdirSync(logDir, { recursive: true });
for (const file of readdirSync(logDir))
  if (file.startsWith('stack-')) rmSync(path.join(logDir, file), { force: true });

const databaseUrl = process.env.DATABASE_URL;
const suites = createSuites({ reports, logDir });
const { results, suite } = suites;

/** Playwright's counts: a journey that passed only on its retry is flaky, not passed. */
function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats, suites: files = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: stats.expected ?? 0,
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    flaky: flakyTitles(files),
    failures: failedJourneys(files),
  };
}

/** Every journey of Playwright's JSON report, with its title path and final status. */
function journeys(files) {
  const found = [];
  const visit = (node, trail) => {
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? [])
        found.push({ title: [...trail, spec.title].join(' › '), test });
    }
    for (const child of node.suites ?? []) visit(child, [...trail, child.title]);
  };
  for (const file of files) visit(file, [file.title]);
  return found;
}

/** The journeys that failed on every try, each with the first line of its last error. */
function failedJourneys(files) {
  return journeys(files)
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ title, test }) => {
      const last = test.results?.at(-1);
      return `${title}: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`;
    });
}

/** Titles of the journeys whose final result passed after a failed try. */
function flakyTitles(files) {
  return journeys(files)
    .filter(({ test }) => test.status === 'flaky')
    .map(({ title }) => title);
}

async function main() {
  if (!existsSync(at('web/playwright.config.ts')))
    throw new Error('web/playwright.config.ts is missing');
  console.log('\n━━ build ━━');
  await buildMissing();
  const dataDir = at('.data/test-stack');
  // The CMS keeps its seeded content between local runs; accounts, answers and mail start empty.
  // The newsroom journeys' admin sessions last one run (web/e2e/support/cms-admin.ts).
  for (const fresh of ['quiz-service', 'outbox', 'avatars', 'admin-sessions']) {
    rmSync(path.join(dataDir, fresh), { recursive: true, force: true });
  }
  const stackEnv = {};
  if (databaseUrl) {
    stackEnv.DATABASE_URL = siblingUrl(databaseUrl, 'e2e');
    await recreateDatabase(stackEnv.DATABASE_URL);
  } else {
    stackEnv.DATABASE_URL = '';
  }
  // Fixed test ports keep the browser journeys' base URL known; override them when busy.
  const ports = {
    web: Number(process.env.TEST_WEB_PORT ?? 3100),
    quiz: Number(process.env.TEST_QUIZ_PORT ?? 4100),
    cms: Number(process.env.TEST_CMS_PORT ?? 1437),
  };
  const baseUrl = `http://127.0.0.1:${ports.web}`;
  console.log('\n━━ stack ━━');
  // The reliability checks stop the CMS on purpose: only a stop during the journeys is news.
  let journeys = true;
  const stack = await startStack({
    searchIndexed: true,
    dataDir,
    ports,
    env: { ...stackEnv, ...TEST_STACK_ENV, PUBLIC_URL: baseUrl },
    log: (line) => process.stdout.write(`${line}\n`),
    quiet: process.env.TEST_STACK_LOGS === 'true' ? [] : ['cms', 'quiz', 'web'],
    // Every line is kept in .data/test-reports/logs/stack-<process>.log; a process that stops
    // during the journeys has the end of its log printed, so a failure in CI explains itself.
    record: (name, line) => appendFileSync(path.join(logDir, `stack-${name}.log`), `${line}\n`),
    onUnexpectedExit: (name) => {
      if (!journeys) return;
      const lines = readFileSync(path.join(logDir, `stack-${name}.log`), 'utf8')
        .trimEnd()
        .split('\n');
      console.log(
        `\n[${name}] stopped during the test run; its last log lines:\n${lines.slice(-40).join('\n')}\n`,
      );
    },
  });
  const stackDescription = describeStack(stack, { dataDir, ports });
  try {
    const report = path.join(reports, 'e2e.json');
    rmSync(report, { force: true });
    await suite(
      'web (browser journeys)',
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'playwright.config.ts',
        '--reporter=list,json',
        // Not web/test-results: a browser run of someone else's on this machine clears that.
        `--output=${path.join(reports, 'e2e-results')}`,
        ...playwrightArgs,
      ],
      {
        cwd: at('web'),
        env: {
          E2E_BASE_URL: baseUrl,
          E2E_CMS_URL: stack.urls.cms.replace('localhost', '127.0.0.1'),
          E2E_CMS_TOKEN: stack.secrets.CMS_WEB_TOKEN,
          E2E_CMS_PREVIEW_TOKEN: stack.secrets.CMS_PREVIEW_TOKEN,
          E2E_QUIZ_URL: stack.urls.quiz.replace('localhost', '127.0.0.1'),
          // The newsletter journeys email an article through the newsroom's internal API.
          E2E_NEWSLETTER_SECRET: stack.secrets.NEWSROOM_NEWSLETTER_SECRET,
          E2E_OUTBOX_DIR: path.join(dataDir, 'outbox'),
          E2E_DATA_DIR: dataDir,
          // The learning journeys move a reader's answers back by days (empty: PGlite, skipped).
          E2E_DATABASE_URL: stackEnv.DATABASE_URL,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
        counts: () => playwrightCounts(report),
      },
    );
    if (journeysOnly) return;
    await suites.vitest(
      'quiz-service (live CMS)',
      'npx',
      ['vitest', 'run', '--config', 'vitest.live.config.ts'],
      {
        cwd: at('quiz-service'),
        env: {
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
          LOG_LEVEL: 'silent',
          CMS_URL: stack.urls.cms.replace('localhost', '127.0.0.1'),
          CMS_QUIZ_TOKEN: stack.secrets.CMS_QUIZ_TOKEN,
          CMS_WEB_TOKEN: stack.secrets.CMS_WEB_TOKEN,
          CMS_PREVIEW_TOKEN: stack.secrets.CMS_PREVIEW_TOKEN,
        },
      },
    );
    journeys = false;
    await stackChecks(suites, { stackDescription, logDir });
  } finally {
    await stack.stop();
    if (databaseUrl) await dropDatabase(stackEnv.DATABASE_URL);
  }
  if (journeysOnly) return;
  await faultAndLogChecks(suites, { stackDescription, logDir });
  // Last: the replicated production shape on ports of its own, on the builds made above.
  await scaleOutChecks(suites);
}

let crashed = null;
try {
  await main();
} catch (error) {
  crashed = error instanceof Error ? error.message : String(error);
}

finishRun(results, { heading: 'stack summary', crashed, closingPrefix: 'Tests: ' });
