// "Where we stand" in docs/performance.md: the latest full run's budget table, written by the
// bench itself between two markers, so the reference page always shows the committed report's
// figures and never a hand-copied one. Each full run is also kept as a dated file under
// bench/results/history/, the measurement history the reference pages leave out.
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';
import { budgetTable } from './report.mjs';

const START = '<!-- bench:latest:start -->';
const END = '<!-- bench:latest:end -->';

/** The block between the markers, for a run's results (`bench/results/latest.json`). */
export function standingBlock(results) {
  const judged = results.budgets.filter((b) => b.met !== null);
  const met = judged.filter((b) => b.met === true).length;
  return [
    START,
    '',
    `Written by \`npm run bench\` from its last full run (${results.startedAt.slice(0, 10)}; ` +
      `[bench/results/latest.md](../bench/results/latest.md) has every run behind each figure). ` +
      `**${met} of ${judged.length} budgets met.**`,
    '',
    budgetTable(results.budgets),
    '',
    END,
  ].join('\n');
}

/**
 * The page with its block replaced, the block formatted as `prettier --check` wants it.
 * @param {string} page the page's text
 * @param {string} file its path (prettier's settings for it)
 */
export async function withStanding(page, file, results) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`${file} has no ${START} … ${END} block`);
  // Only the block is formatted: the rest of the page is left exactly as it is.
  const options = (await prettier.resolveConfig(file)) ?? {};
  const block = (
    await prettier.format(standingBlock(results), { ...options, filepath: file })
  ).trimEnd();
  return `${page.slice(0, start)}${block}${page.slice(end + END.length)}`;
}

/** Rewrites the page's block from a full run. */
export async function writeStanding(file, results) {
  writeFileSync(file, await withStanding(readFileSync(file, 'utf8'), file, results));
}
