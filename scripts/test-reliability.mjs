// npm run test:reliability: the slow reliability checks, one summary at the end.
//  1. quiz-service property tests in their long mode (RELIABILITY_FUZZ_RUNS per route), with
//     the hostile-upload and mail-outbox tests of quiz-service/src/reliability;
//  2. tests/reliability: kill -9 and cut PostgreSQL under the quiz-service, then the built
//     stack (ports 3900/4900/2237, data in .data/reliability): stored XSS in Chromium, a
//     60-second load, the CMS stopped;
//  3. last, the logs those runs kept are searched for secrets, passwords, codes and tokens.
// PostgreSQL: RELIABILITY_DATABASE_URL or DATABASE_URL (a server where databases may be
// created), else postgres://postgres@127.0.0.1:5432/test. `--no-build` uses the builds as they are.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildMissing } from './lib/builds.mjs';
import { at } from './lib/paths.mjs';
import { finishRun, vitestCounts } from './lib/test-report.mjs';

const logDir = at('.data/reliability/logs');
const reports = at('.data/reliability/reports');
rmSync(logDir, { recursive: true, force: true });
rmSync(reports, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
mkdirSync(reports, { recursive: true });

const results = [];

/** Runs a command with its output on the console and in `<logDir>/<logName>`. */
function runLogged(command, args, { cwd, env, logName }) {
  const log = logName ? createWriteStream(path.join(logDir, logName)) : null;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        process.stdout.write(chunk);
        log?.write(chunk);
      });
    child.on('exit', (code, signal) => {
      log?.end();
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', () => resolve(1));
  });
}

async function vitest(name, { cwd, args, env = {}, logName }) {
  console.log(`\n━━ ${name} ━━`);
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const code = await runLogged(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd, env, logName },
  );
  const tally = vitestCounts(report) ?? { passed: 0, failed: 1, skipped: 0 };
  if (code !== 0 && tally.failed === 0) tally.failed = 1;
  results.push({ name, ...tally, ok: code === 0 });
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('\n━━ build ━━');
    await buildMissing();
  }
  await vitest('quiz-service reliability', {
    cwd: at('quiz-service'),
    args: ['src/reliability'],
    // The service's own tests on the embedded database; the cross-process files use PostgreSQL.
    env: {
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      RELIABILITY_FUZZ_RUNS: process.env.RELIABILITY_FUZZ_RUNS ?? '60',
    },
    logName: 'quiz-service-tests.log',
  });
  const config = ['--config', at('tests/reliability/vitest.config.ts')];
  await vitest('faults, load, browser', {
    cwd: at('.'),
    args: [...config, '--exclude', '**/logs.test.ts'],
  });
  await vitest('logs', { cwd: at('.'), args: [...config, 'logs.test.ts'] });
}

let crashed = null;
try {
  await main();
} catch (error) {
  crashed = error instanceof Error ? error.message : String(error);
}

finishRun(results, { heading: 'reliability summary', crashed });
