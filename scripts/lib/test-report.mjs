// What npm test and npm run test:reliability share: reading a Vitest JSON report, and the
// closing summary with its `N passed, N failed` line and exit code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** Counts of a Vitest JSON report; a file that failed outside its tests counts as one failure. */
export function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedTests = report.numFailedTests ?? 0;
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.basename(file.name ?? '');
    const failedHere = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedHere)
      failures.push(
        `${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
      );
    // A file that failed before its tests ran (an import error, a hook) has no failed test.
    if (file.status === 'failed' && failedHere.length === 0)
      failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: failedTests || ((report.numFailedTestSuites ?? 0) > 0 ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

/** The first line of an error message, without its colour codes, for the closing summary. */
export function firstLine(message) {
  const line = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .find((text) => text.trim() !== '');
  return (line ?? 'no message').trim().slice(0, 240);
}

/**
 * One suite's outcome. `flaky` names the tests that passed only on a retry: they are counted
 * apart from `passed`, so the summary shows them. `failures` names each failed test with the
 * first line of its error, so a failed CI run says what failed in its last lines.
 * @typedef {{ name: string, ok: boolean, passed: number, failed: number, skipped: number, flaky: string[], failures: string[] }} SuiteResult
 */

/**
 * Prints one line per suite, the flaky tests, and the closing line, then exits: 0 only when
 * every suite ran, passed something and nothing failed. A flaky test does not fail the run.
 * @param {SuiteResult[]} results
 */
export function finishRun(results, { heading, crashed, closingPrefix = '' }) {
  console.log(`\n━━ ${heading} ━━`);
  for (const result of results) {
    const flaky = result.flaky.length > 0 ? `, ${result.flaky.length} flaky` : '';
    console.log(
      `${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(28)} ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped${flaky}`,
    );
  }
  const flaky = results.flatMap((result) => result.flaky);
  if (flaky.length > 0) {
    console.log(`\n${flaky.length} flaky (passed only on a retry):`);
    for (const title of flaky) console.log(`  ${title}`);
  }
  const failures = results.flatMap((result) => result.failures);
  if (failures.length > 0) {
    console.log(`\nFailed:`);
    for (const failure of failures) console.log(`  ${failure}`);
  }
  if (crashed) console.log(`FAIL  run stopped: ${crashed}`);
  // The README gives each tier's time on this machine from this line.
  console.log(`\n${heading} after ${(process.uptime() / 60).toFixed(1)} minutes`);
  const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
  const failed = total('failed') + (crashed ? 1 : 0);
  // Stays the plain `N passed, N failed, N skipped` line that CI reads; flaky ones are above.
  console.log(
    `\n${closingPrefix}${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped`,
  );
  process.exit(failed === 0 && results.every((r) => r.ok) && total('passed') > 0 ? 0 : 1);
}
