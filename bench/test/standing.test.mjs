import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { standingBlock, withStanding } from '../lib/standing.mjs';

const at = (relative) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

describe("docs/performance.md's Where we stand", () => {
  it('is the table the bench wrote from the committed report', async () => {
    const page = readFileSync(at('docs/performance.md'), 'utf8');
    const latest = JSON.parse(readFileSync(at('bench/results/latest.json'), 'utf8'));
    expect(await withStanding(page, at('docs/performance.md'), latest)).toBe(page);
  });

  it('counts the judged budgets and lists each with its figure', () => {
    const block = standingBlock({
      startedAt: '2026-11-26T20:31:36.296Z',
      budgets: [
        { area: 'Memory', budget: 'web ≤ 350 MB', measured: '201 MB', met: true },
        { area: 'Cold start', budget: 'serves / in ≤ 20 s', measured: '24 s', met: false },
        { area: 'Search', budget: 'reported (no budget): rebuild', measured: '35 s', met: null },
      ],
    });
    expect(block).toContain('(2026-11-26;');
    expect(block).toContain('**1 of 2 budgets met.**');
    expect(block).toContain('| Cold start | serves / in ≤ 20 s | 24 s | ❌ missed |');
    expect(block).toContain('| Search | reported (no budget): rebuild | 35 s | — reported |');
  });
});
