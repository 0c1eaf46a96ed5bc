import { describe, expect, it } from 'vitest';
import { secondsOfTimeTaken } from './quiz-shape';

describe('secondsOfTimeTaken (the old time_taken)', () => {
  it('reads "m:ss", "h:mm:ss" and seconds', () => {
    expect(secondsOfTimeTaken('1:05')).toBe(65);
    expect(secondsOfTimeTaken('1:00:30')).toBe(3630);
    expect(secondsOfTimeTaken('42')).toBe(42);
    expect(secondsOfTimeTaken(12.5)).toBe(12.5);
  });

  it("treats the fixed '5:30' of every old quiz and unreadable values as not measured", () => {
    expect(secondsOfTimeTaken('5:30')).toBeNull();
    expect(secondsOfTimeTaken(' 5:30 ')).toBeNull();
    for (const value of ['', 'soon', '1:75', '-3', undefined, null, -1, Number.NaN])
      expect(secondsOfTimeTaken(value)).toBeNull();
  });
});
