import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { forgivingStreak } from './forgiving-streak';

/** `count` consecutive days from `first`. */
const run = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(first, i));

describe('streaks that forgive', () => {
  it('counts consecutive days, still alive the day after (today may still be played)', () => {
    const days = run('2026-05-01', 3);
    expect(forgivingStreak(days, '2026-05-03')).toMatchObject({ current: 3, longest: 3 });
    expect(forgivingStreak(days, '2026-05-04')).toMatchObject({ current: 3, freezes: 0 });
    expect(forgivingStreak(days, '2026-05-05')).toMatchObject({ current: 0, longest: 3 });
  });

  it('earns a freeze per 7 days in a row, which covers one missed day', () => {
    const week = run('2026-05-01', 7);
    expect(forgivingStreak(week, '2026-05-07')).toMatchObject({ current: 7, freezes: 1 });
    // 8 May missed, 9 May played: the freeze is spent and the streak goes on.
    const after = forgivingStreak([...week, '2026-05-09'], '2026-05-09');
    expect(after).toEqual({ current: 8, longest: 8, freezes: 0, frozenDays: 1 });
    // Today (9 May) not played yet, yesterday missed: the freeze keeps it alive.
    expect(forgivingStreak(week, '2026-05-09')).toEqual({
      current: 7,
      longest: 7,
      freezes: 0,
      frozenDays: 1,
    });
  });

  it('breaks when more days are missed than freezes cover', () => {
    const week = run('2026-05-01', 7);
    const broken = forgivingStreak([...week, '2026-05-10'], '2026-05-10');
    expect(broken).toMatchObject({ current: 1, longest: 7, freezes: 1 });
    expect(forgivingStreak(week, '2026-05-10')).toMatchObject({ current: 0, freezes: 1 });
  });

  it('keeps at most two freezes', () => {
    expect(forgivingStreak(run('2026-01-01', 28), '2026-01-28')).toMatchObject({
      current: 28,
      freezes: 2,
    });
  });

  it('reads local days, so a reader west of UTC keeps a streak across a clock change', () => {
    // The days come from the reader's zone; 8 to 9 March 2026 spans the US change to summer
    // time, 25 to 26 October the European change back: each is one day apart.
    expect(forgivingStreak(['2026-03-07', '2026-03-08', '2026-03-09'], '2026-03-09')).toMatchObject(
      { current: 3 },
    );
    expect(forgivingStreak(['2026-10-24', '2026-10-25', '2026-10-26'], '2026-10-26')).toMatchObject(
      { current: 3 },
    );
  });

  it('has nothing for a reader who never played', () => {
    expect(forgivingStreak([], '2026-05-01')).toEqual({
      current: 0,
      longest: 0,
      freezes: 0,
      frozenDays: 0,
    });
  });
});
