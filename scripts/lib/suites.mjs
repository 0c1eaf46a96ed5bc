// How npm test and npm run test:reliability run a suite: its output on the console and in
// `<logDir>/<suite>.log` (the logs check reads them), its counts from its own report, one
// result per suite for the closing summary (test-report.mjs).
import path from 'node:path';
import { runLogged } from './run.mjs';
import { vitestCounts } from './test-report.mjs';

const fileName = (name) => name.replace(/\W+/g, '-').replace(/^-|-$/g, '');

/** @param {{ reports: string, logDir: string }} folders */
export function createSuites({ reports, logDir }) {
  /** @type {import('./test-report.mjs').SuiteResult[]} */
  const results = [];

  async function suite(name, command, args, { cwd, env = {}, counts }) {
    console.log(`\n━━ ${name} ━━`);
    const code = await runLogged(command, args, {
      cwd,
      // Piped output loses the terminal's colours unless asked for them.
      env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env, ...env },
      logFile: path.join(logDir, `${fileName(name)}.log`),
    });
    const {
      flaky = [],
      failures = [],
      ...tally
    } = counts() ?? {
      passed: 0,
      failed: code === 0 ? 0 : 1,
      skipped: 0,
    };
    if (code !== 0 && tally.failed === 0) tally.failed = 1;
    results.push({ name, ...tally, flaky, failures, ok: code === 0 });
  }

  /** A Vitest run: `command args…` plus a JSON report that gives the counts. */
  function vitest(name, command, args, { cwd, env }) {
    const report = path.join(reports, `${fileName(name)}.json`);
    return suite(
      name,
      command,
      [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd, env, counts: () => vitestCounts(report) },
    );
  }

  return { results, suite, vitest };
}
