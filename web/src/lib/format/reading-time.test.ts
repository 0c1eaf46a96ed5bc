import { describe, expect, it } from 'vitest';
import { countWords, readingTimeMinutes } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading time', () => {
  it('does not count HTML tags as words', () => {
    expect(
      countWords('<p>Cleared <strong>for</strong> take-off</p><img src="a.jpg" alt="x">'),
    ).toBe(3);
  });

  it('rounds up to whole minutes of 200 words', () => {
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it('is zero for empty content', () => {
    expect(readingTimeMinutes('  ')).toBe(0);
  });
});
