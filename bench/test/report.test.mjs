import { describe, expect, it } from 'vitest';
import { writeReport } from '../lib/report.mjs';
import { reportResults } from './report-results.mjs';

const results = (command) => reportResults({ command });

describe("the report's header", () => {
  it('names the command of a run of some parts, with its options', () => {
    expect(writeReport(results('node bench/run.mjs --only=cache,origin --runs=3'))).toContain(
      'Run 2026-11-28T18:00:00.000Z → 2026-11-28T18:30:00.000Z (full run), `node bench/run.mjs --only=cache,origin --runs=3`.',
    );
  });

  it('names npm run bench for a run of every part', () => {
    expect(writeReport(results('node bench/run.mjs'))).toContain(
      '(full run), `npm run bench` (node bench/run.mjs).',
    );
  });
});
