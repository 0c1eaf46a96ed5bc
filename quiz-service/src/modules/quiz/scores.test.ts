import { describe, expect, it } from 'vitest';
import { monthOf, periodsOf, scoresOf, streaksOf, type AnswerDay } from './scores';

const date = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const day = (d: string, correct: number, wrong = 0): AnswerDay => ({ day: d, correct, wrong });

describe('scores from a reader’s answer days', () => {
  it('counts the current day, the week from Monday, the month and the year', () => {
    const days = [
      day('2025-12-28', 0, 1), // Sunday: the week before
      day('2025-12-29', 1), // Monday: this week, last year
      day('2025-12-31', 2, 1),
      day('2026-01-01', 1, 3), // Thursday: today
      day('2026-01-05', 4), // next Monday: a later week (kept answers may be newer than "now")
    ];
    expect(periodsOf(days, date('2026-01-01'))).toEqual({
      currentDay: { correct: 1, wrong: 3, total: 4, percentage: '25.00' },
      currentWeek: { correct: 4, wrong: 4, total: 8, percentage: '50.00' },
      currentMonth: { correct: 5, wrong: 3, total: 8, percentage: '62.50' },
      currentYear: { correct: 5, wrong: 3, total: 8, percentage: '62.50' },
    });
  });

  it('answers zeros and "0.00" for a reader without answers', () => {
    const scores = scoresOf([], date('2026-02-10'));
    expect(scores.periods.currentYear).toEqual({
      correct: 0,
      wrong: 0,
      total: 0,
      percentage: '0.00',
    });
    expect(scores.overall).toEqual({ correct: 0, wrong: 0, total: 0 });
    expect(scores.streaks).toEqual({ current: 0, longest: 0 });
    expect(scores.month.days).toHaveLength(28);
  });

  it('gives one point per day of the month, with the days played filled in', () => {
    const month = monthOf(
      [day('2024-01-31', 9), day('2024-02-01', 1, 1), day('2024-02-29', 0, 2)],
      date('2024-02-15'),
    );
    expect(month).toMatchObject({ year: 2024, month: 2 });
    expect(month.days).toHaveLength(29);
    expect(month.days[0]).toEqual({ day: 1, correct: 1, wrong: 1 });
    expect(month.days[1]).toEqual({ day: 2, correct: 0, wrong: 0 });
    expect(month.days[28]).toEqual({ day: 29, correct: 0, wrong: 2 });
  });

  it('counts streaks across month and year ends, current while it ends today or yesterday', () => {
    const days = [
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ];
    const played = days.map((d) => day(d, 1));
    expect(streaksOf(played, date('2026-03-01'))).toEqual({ current: 3, longest: 3 });
    expect(streaksOf(played, date('2026-03-02'))).toEqual({ current: 3, longest: 3 });
    expect(streaksOf(played, date('2026-03-03'))).toEqual({ current: 0, longest: 3 });
    expect(streaksOf(played.slice(0, 4), date('2026-02-28'))).toEqual({ current: 1, longest: 3 });
  });

  it('sums every day played into the overall totals', () => {
    const scores = scoresOf([day('2020-05-01', 3, 2), day('2026-01-01', 1, 4)], date('2026-01-02'));
    expect(scores.overall).toEqual({ correct: 4, wrong: 6, total: 10 });
  });
});
