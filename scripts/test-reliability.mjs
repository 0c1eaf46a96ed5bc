// npm run test:reliability: just the reliability checks, one summary at the end (npm test runs
// the same checks after its browser journeys).
//  1. quiz-service property tests in their long mode (RELIABILITY_FUZZ_RUNS per route, 60 by
//     default; npm test runs them with 30), with the hostile-upload and mail-outbox tests of
//     quiz-service/test/reliability;
//  2. the built stack on ports of its own (3900/4900/2237, data in .data/reliability, quiz-service
//     on PostgreSQL), then scripts/lib/reliability.mjs: stored XSS in Chromium, a burst of load,
//     the CMS stopped; kill -9 and PostgreSQL cut off under the quiz-service; the logs searched.
// PostgreSQL: RELIABILITY_DATABASE_URL or DATABASE_URL (a server where databases may be
// created), else postgres://postgres@127.0.0.1:5432/apogee; the databases made are named
// `<that database>_reliability_*` and dropped. `--no-build` uses the builds as they are.
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
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
import { startStack } from './lib/stack.mjs';
import { createSuites } from './lib/suites.mjs';
import { finishRun } from './lib/test-report.mjs';

const root = at('.data/reliability');
const logDir = path.join(root, 'logs');
const reports = path.join(root, 'reports');
rmSync(logDir, { recursive: true, force: true });
rmSync(reports, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
mkdirSync(reports, { recursive: true });

const suites = createSuites({ reports, logDir });

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('\n━━ build ━━');
    await buildMissing();
  }
  await suites.vitest(
    'quiz-service fuzzing at length',
    'npx',
    ['vitest', 'run', 'test/reliability'],
    {
      cwd: at('quiz-service'),
      // The service's own tests on the embedded database; the cross-process files use PostgreSQL.
      env: {
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        RELIABILITY_FUZZ_RUNS: process.env.RELIABILITY_FUZZ_RUNS ?? '60',
      },
    },
  );

  const ports = { web: 3900, quiz: 4900, cms: 2237 };
  const dataDir = root;
  // The CMS keeps its seeded content between runs; accounts, answers and mail start empty.
  for (const fresh of ['quiz-service', 'outbox', 'avatars'])
    rmSync(path.join(dataDir, fresh), { recursive: true, force: true });
  const server =
    process.env.RELIABILITY_DATABASE_URL ||
    process.env.DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/apogee';
  const databaseUrl = siblingUrl(server, 'reliability_stack');
  await recreateDatabase(databaseUrl);
  console.log('\n━━ stack ━━');
  const stack = await startStack({
    searchIndexed: true,
    dataDir,
    ports,
    env: {
      ...TEST_STACK_ENV,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${ports.web}`,
    },
    log: (line) => process.stdout.write(`${line}\n`),
    quiet: ['cms', 'quiz', 'web'],
    record: (name, line) => appendFileSync(path.join(logDir, `stack-${name}.log`), `${line}\n`),
  });
  const stackDescription = describeStack(stack, { dataDir, ports });
  try {
    await stackChecks(suites, { stackDescription, logDir });
  } finally {
    await stack.stop();
    await dropDatabase(databaseUrl);
  }
  await faultAndLogChecks(suites, { stackDescription, logDir });
}

let crashed = null;
try {
  await main();
} catch (error) {
  crashed = error instanceof Error ? error.message : String(error);
}

finishRun(suites.results, { heading: 'reliability summary', crashed });
