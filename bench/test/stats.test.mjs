import { describe, expect, it } from 'vitest';
import { percentile } from '../lib/stats.mjs';

describe('percentile', () => {
  it('takes the nearest rank, keeping hundredths of a millisecond', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1 + 0.123);
    expect(percentile(sorted, 99)).toBe(99.12);
    expect(percentile(sorted, 50)).toBe(50.12);
    expect(percentile(sorted, 100)).toBe(100.12);
  });

  it('rounds to the digits asked for', () => {
    expect(percentile([1.26, 2.34, 3.45], 50, 1)).toBe(2.3);
  });

  it('reads a single answer as every percentile, and none as null', () => {
    expect(percentile([6.789], 99)).toBe(6.79);
    expect(percentile([], 99)).toBeNull();
  });
});
