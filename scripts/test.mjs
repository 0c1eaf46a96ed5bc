// npm test: the fast tier. Every unit, integration (`app.inject`), contract and story suite of
// the repository, then the build and the built site, with one summary at the end:
//  1. unit and integration suites of each part (Vitest; the CMS suite boots Strapi once; the
//     quiz-service's includes its fuzzing, hostile uploads and SMTP-down checks);
//  2. every Storybook story in Chromium, the production shape's files, the bench's judging;
//  3. the build, and the built web server's page rewriting checked on what `vite build` made
//     (web/test/built-site).
// Browser journeys, the live CMS suite, the reliability checks and the scale-out run are the
// stack tier: npm run test:stack (scripts/test-stack.mjs). npm run validate runs both.
// With DATABASE_URL set (CI), the quiz-service suites run on PostgreSQL, each in a database of
// its own derived from that URL; otherwise on the embedded databases.
// Every suite's output is kept in .data/test-reports/logs (the stack tier's logs check reads it).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildMissing } from './lib/builds.mjs';
import { at } from './lib/paths.mjs';
import { createSuites } from './lib/suites.mjs';
import { finishRun } from './lib/test-report.mjs';

const reports = at('.data/test-reports');
const logDir = path.join(reports, 'logs');
rmSync(reports, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });

const databaseUrl = process.env.DATABASE_URL;
const suites = createSuites({ reports, logDir });
const { results } = suites;

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
  if (workspaceHasTests('packages/media-types'))
    await vitestSuite('media-types', at('packages/media-types'));
  if (workspaceHasTests('packages/newsletter-email'))
    await vitestSuite('newsletter-email', at('packages/newsletter-email'));
  if (workspaceHasTests('packages/service-plumbing'))
    // Its content-change channel is checked against the machine's Redis, as below.
    await vitestSuite('service-plumbing', at('packages/service-plumbing'), {
      TEST_REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    });
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

  // The built site: the build, and the built web server's page rewriting checked on what
  // `vite build` made. The stack tier (npm run test:stack) reuses these builds.
  console.log('\n━━ build ━━');
  await buildMissing();
  await vitestProject('web (built site)', 'web/test/built-site/vitest.config.ts');
}

let crashed = null;
try {
  await main();
} catch (error) {
  crashed = error instanceof Error ? error.message : String(error);
}

finishRun(results, { heading: 'summary', crashed, closingPrefix: 'Tests: ' });
