// npm test: every suite of the repository, servers started once, one summary at the end.
//  1. unit and integration suites of each part (Vitest; the CMS suite boots Strapi once; the
//     quiz-service's includes its fuzzing, hostile uploads and SMTP-down checks);
//  2. the build, and the built web server's page rewriting checked on what `vite build` made
//     (web/test/built-site); the built stack (CMS, quiz-service, web) on test ports, then the
//     browser journeys (Playwright driving Debian's Chromium) against it, and the
//     quiz-service's live suite (quiz-service/test/live: its REST adapter and CMS client)
//     against its CMS;
//  3. the reliability checks (scripts/lib/reliability.mjs): on that same stack, stored XSS, a
//     60-second load and the CMS stopped; then, the stack stopped, the quiz-service killed and
//     cut off from PostgreSQL; then every log of the run searched for secrets;
//  4. the scale-out checks (scripts/lib/scale-out-run.mjs): two web and two quiz-service
//     replicas behind nginx, with the CMS on PostgreSQL, Redis and s3rver, on ports 5131-5190.
// With DATABASE_URL set (CI), the quiz-service suites and the stack run on PostgreSQL, each
// in a database of its own derived from that URL; otherwise on the embedded databases.
// Every suite's output and every stack process's log is kept in .data/test-reports/logs.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
import { createSuites } from './lib/suites.mjs';
import { finishRun } from './lib/test-report.mjs';
import { startStack } from './lib/stack.mjs';

const reports = at('.data/test-reports');
const logDir = path.join(reports, 'logs');
rmSync(reports, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });

const databaseUrl = process.env.DATABASE_URL;
const suites = createSuites({ reports, logDir });
const { results, suite } = suites;

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

// Each part's own `test` script runs (the CMS compiles before its suite); the reporters are added.
const vitestSuite = (name, cwd, env = {}) =>
  suites.vitest(name, 'npm', ['run', 'test', '--', '--passWithNoTests'], { cwd, env });

/** A root-level Vitest project outside the workspaces (its own vitest.config.ts). */
const vitestProject = (name, config) =>
  suites.vitest(name, 'npx', ['vitest', 'run', '--config', config], { cwd: at('.'), env: {} });

const workspaceHasTests = (dir) =>
  existsSync(at(dir, 'package.json')) &&
  Boolean(JSON.parse(readFileSync(at(dir, 'package.json'), 'utf8')).scripts?.test);

async function main() {
  const quizEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' };
  if (workspaceHasTests('packages/contracts'))
    await vitestSuite('contracts', at('packages/contracts'));
  if (workspaceHasTests('packages/env-file'))
    await vitestSuite('env-file', at('packages/env-file'));
  // The shared rate-limit store is checked against the machine's Redis (127.0.0.1:6379 unless
  // REDIS_URL says otherwise); only that test reads TEST_REDIS_URL, so the rest stay in memory.
  const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (workspaceHasTests('quiz-service'))
    await vitestSuite('quiz-service', at('quiz-service'), {
      ...quizEnv,
      TEST_REDIS_URL: testRedisUrl,
    });
  // The web's replica tests (content changes on Redis) use the machine's Redis, like the
  // quiz-service's.
  if (workspaceHasTests('web'))
    await vitestSuite('web (unit)', at('web'), { TEST_REDIS_URL: testRedisUrl });
  // Every Storybook story rendered in Debian's Chromium: one that throws, fails its play
  // function or has a serious or critical axe violation fails (.storybook/vitest.config.ts).
  await vitestProject('web (stories)', '.storybook/vitest.config.ts');
  await vitestProject('production shape', 'tests/production/vitest.config.ts');
  // How the benchmark judges its figures (medians, paired scripts-removed copies), not figures.
  await vitestProject('bench', 'bench/vitest.config.mjs');
  if (workspaceHasTests('cms')) {
    // The CMS suite makes (and drops) its own `<database>_cms` on that server.
    await vitestSuite('cms', at('cms'), databaseUrl ? { CMS_TEST_DATABASE_URL: databaseUrl } : {});
  }

  if (existsSync(at('web/playwright.config.ts'))) {
    console.log('\n━━ build ━━');
    await buildMissing();
    await vitestProject('web (built site)', 'web/test/built-site/vitest.config.ts');
    const dataDir = at('.data/test-stack');
    // The CMS keeps its seeded content between local runs; accounts, answers and mail start empty.
    for (const fresh of ['quiz-service', 'outbox', 'avatars']) {
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
        ],
        {
          cwd: at('web'),
          env: {
            E2E_BASE_URL: baseUrl,
            E2E_CMS_URL: stack.urls.cms.replace('localhost', '127.0.0.1'),
            E2E_CMS_TOKEN: stack.secrets.CMS_WEB_TOKEN,
            E2E_CMS_PREVIEW_TOKEN: stack.secrets.CMS_PREVIEW_TOKEN,
            E2E_QUIZ_URL: stack.urls.quiz.replace('localhost', '127.0.0.1'),
            E2E_OUTBOX_DIR: path.join(dataDir, 'outbox'),
            E2E_DATA_DIR: dataDir,
            // The learning journeys move a reader's answers back by days (empty: PGlite, skipped).
            E2E_DATABASE_URL: stackEnv.DATABASE_URL,
            PLAYWRIGHT_JSON_OUTPUT_NAME: report,
          },
          counts: () => playwrightCounts(report),
        },
      );
      await suites.vitest(
        'quiz-service (live CMS)',
        'npx',
        ['vitest', 'run', '--config', 'vitest.live.config.ts'],
        {
          cwd: at('quiz-service'),
          env: {
            ...quizEnv,
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
    await faultAndLogChecks(suites, { stackDescription, logDir });
    // Last: the replicated production shape on ports of its own, on the builds made above.
    await scaleOutChecks(suites);
  }
}

let crashed = null;
try {
  await main();
} catch (error) {
  crashed = error instanceof Error ? error.message : String(error);
}

finishRun(results, { heading: 'summary', crashed, closingPrefix: 'Tests: ' });
