import type {
  MonthSeries,
  PeriodScore,
  PeriodScores,
  QuizAnalytics,
  Streaks,
} from '@apogee/contracts/quiz';
import { dayNumber, daysInMonth, isoDay, percentage, type LocalDate } from './calendar';

/** A reader's correct and wrong answers on one local day (YYYY-MM-DD in their time zone). */
export interface AnswerDay {
  day: string;
  correct: number;
  wrong: number;
}

export type Scores = Omit<QuizAnalytics, 'timeZone'>;

function score(correct: number, wrong: number): PeriodScore {
  const total = correct + wrong;
  return { correct, wrong, total, percentage: percentage(correct, total) };
}

/** Sums the days for which `within` holds. */
function sum(days: readonly AnswerDay[], within: (day: string) => boolean): PeriodScore {
  let correct = 0;
  let wrong = 0;
  for (const d of days) {
    if (!within(d.day)) continue;
    correct += d.correct;
    wrong += d.wrong;
  }
  return score(correct, wrong);
}

/** Current day, week (from Monday), month and year around the local date `today`. */
export function periodsOf(days: readonly AnswerDay[], today: LocalDate): PeriodScores {
  const todayIso = isoDay(today);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  const weekStart = isoDay(today, -sinceMonday);
  const weekEnd = isoDay(today, 7 - sinceMonday);
  const monthPrefix = todayIso.slice(0, 8);
  const yearPrefix = todayIso.slice(0, 5);
  return {
    currentDay: sum(days, (day) => day === todayIso),
    currentWeek: sum(days, (day) => day >= weekStart && day < weekEnd),
    currentMonth: sum(days, (day) => day.startsWith(monthPrefix)),
    currentYear: sum(days, (day) => day.startsWith(yearPrefix)),
  };
}

/** One point per day of the month of `today`, zeros where none. */
export function monthOf(days: readonly AnswerDay[], today: LocalDate): MonthSeries {
  const monthPrefix = isoDay(today).slice(0, 8);
  const points = Array.from({ length: daysInMonth(today.year, today.month) }, (_, i) => ({
    day: i + 1,
    correct: 0,
    wrong: 0,
  }));
  for (const d of days) {
    if (!d.day.startsWith(monthPrefix)) continue;
    const point = points[Number(d.day.slice(8)) - 1];
    if (point) Object.assign(point, { correct: d.correct, wrong: d.wrong });
  }
  return { year: today.year, month: today.month, days: points };
}

/**
 * Runs of consecutive days played: the longest, and the latest one, which is current while
 * it ends today or yesterday (the reader may not have played yet today).
 */
export function streaksOf(days: readonly AnswerDay[], today: LocalDate): Streaks {
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const d of days) {
    const n = dayNumber(d.day);
    run = n === previous + 1 ? run + 1 : 1;
    previous = n;
    longest = Math.max(longest, run);
  }
  const todayNumber = dayNumber(isoDay(today));
  const live = previous === todayNumber || previous === todayNumber - 1;
  return { current: live ? run : 0, longest };
}

/** The whole dashboard from the reader's days (oldest first) on the local date `today`. */
export function scoresOf(days: readonly AnswerDay[], today: LocalDate): Scores {
  const overall = sum(days, () => true);
  return {
    periods: periodsOf(days, today),
    month: monthOf(days, today),
    overall: { correct: overall.correct, wrong: overall.wrong, total: overall.total },
    streaks: streaksOf(days, today),
  };
}
