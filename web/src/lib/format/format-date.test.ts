import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the month in full, the day and the year', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('March 5, 2026');
  });

  it('uses the UTC day, so server and browser show the same date', () => {
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('December 31, 2025');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
