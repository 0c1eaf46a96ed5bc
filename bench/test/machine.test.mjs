import { describe, expect, it } from 'vitest';
import { firstTouch, firstTouchLine } from '../lib/machine.mjs';
import { writeReport } from '../lib/report.mjs';
import { reportResults } from './report-results.mjs';

describe("the machine's first touch of memory", () => {
  it('counts a fault for each 4 KB page of fresh memory and times each', () => {
    const { microsPerFault, faults } = firstTouch({ megabytes: 64, rounds: 1 });
    // 64 MB is 16,384 pages; a kernel may map a few at once, never skip a page untouched.
    expect(faults).toBeGreaterThan(16_384 * 0.9);
    expect(faults).toBeLessThan(16_384 * 1.1);
    expect(microsPerFault).toBeGreaterThan(0);
  });

  it('is in the report’s header, at start and end, and absent from a run without it', () => {
    const results = reportResults({
      mode: 'quick',
      machine: {
        loadAverageAtEnd: [2, 2, 2],
        firstTouchAtStart: { microsPerFault: 12.85, faults: 65_674 },
        firstTouchAtEnd: { microsPerFault: 13.2, faults: 65_732 },
      },
    });
    expect(writeReport(results)).toContain(
      'First touch of memory: 12.85 µs per 4 KB page at start, 13.2 µs at end.',
    );
    expect(firstTouchLine({ loadAverageAtStart: [1, 1, 1] })).toBe('');
  });
});
