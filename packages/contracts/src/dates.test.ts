import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes the month in full, the day and the year', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('March 5, 2026');
  });

  it('uses the UTC day, so server and browser show the same date', () => {
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('December 31, 2025');
  });

  it('writes what Intl writes for en-US long dates, on every day of a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, 12));
      expect(formatDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
