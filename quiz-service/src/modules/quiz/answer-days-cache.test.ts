import { describe, expect, it } from 'vitest';
import { AnswerDaysCache } from './answer-days-cache';

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    day: `2026-01-${String(i + 1).padStart(2, '0')}`,
    correct: 1,
    wrong: 0,
  }));

describe('the answer days kept per reader', () => {
  it('are given back only for the answer version they were read at', () => {
    const cache = new AnswerDaysCache();
    cache.set('reader-1', 'UTC', 7, days(2));
    expect(cache.get('reader-1', 'UTC', 7)?.days).toHaveLength(2);
    expect(cache.get('reader-1', 'Europe/London', 7)).toBeUndefined();
    expect(cache.get('reader-1', 'UTC', 8)).toBeUndefined();
    // A changed version drops the entry: the old days are not given back for it either.
    expect(cache.get('reader-1', 'UTC', 7)).toBeUndefined();
  });

  it('drop the least recently used readers first when full', () => {
    const cache = new AnswerDaysCache(12); // an entry weighs its days plus one
    cache.set('reader-1', 'UTC', 1, days(3));
    cache.set('reader-2', 'UTC', 1, days(3));
    cache.set('reader-3', 'UTC', 1, days(3));
    expect(cache.get('reader-1', 'UTC', 1)?.days).toHaveLength(3); // now the most recently used
    cache.set('reader-4', 'UTC', 1, days(3));
    expect(cache.get('reader-2', 'UTC', 1)).toBeUndefined();
    expect(cache.get('reader-1', 'UTC', 1)?.days).toHaveLength(3);
    expect(cache.get('reader-3', 'UTC', 1)?.days).toHaveLength(3);
    expect(cache.get('reader-4', 'UTC', 1)?.days).toHaveLength(3);
  });

  it('count readers without answers too, and never keep more than fits', () => {
    const cache = new AnswerDaysCache(3);
    for (const reader of ['a', 'b', 'c', 'd']) cache.set(reader, 'UTC', 0, []);
    expect(cache.get('a', 'UTC', 0)).toBeUndefined();
    expect(cache.get('d', 'UTC', 0)?.days).toEqual([]);
    cache.set('e', 'UTC', 1, days(5));
    expect(cache.get('e', 'UTC', 1)).toBeUndefined();
  });
});
