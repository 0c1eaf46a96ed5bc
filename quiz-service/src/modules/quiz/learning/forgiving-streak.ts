/**
 * Streaks that forgive: consecutive local days with at least one answer. Every 7 days played in
 * a row earn a freeze (at most MAX_FREEZES kept); a freeze covers one missed day, so a reader
 * who misses a day keeps their streak. Days are the reader's local days (YYYY-MM-DD).
 */
import { dayNumber } from '../calendar';

export const DAYS_PER_FREEZE = 7;
export const MAX_FREEZES = 2;

export interface ForgivingStreak {
  /** Days played in the streak that is still alive (0 when it broke). */
  current: number;
  /** The most days played in one streak. */
  longest: number;
  /** Freezes ready to cover a missed day. */
  freezes: number;
  /** Missed days a freeze covered (in the current streak and earlier ones). */
  frozenDays: number;
}

/**
 * The streak of a reader who played on `days` (unique local days, oldest first) as it stands on
 * their local `today`. A streak is alive while the days missed since its last day played (not
 * counting today, which may still come) can be covered by the freezes left.
 */
export function forgivingStreak(days: readonly string[], today: string): ForgivingStreak {
  let run = 0;
  let longest = 0;
  let freezes = 0;
  let frozenDays = 0;
  let previous = Number.NaN;
  for (const day of days) {
    const n = dayNumber(day);
    const missed = n - previous - 1;
    if (Number.isNaN(previous) || missed < 0) {
      run = 1;
    } else if (missed === 0) {
      run += 1;
    } else if (missed <= freezes) {
      freezes -= missed;
      frozenDays += missed;
      run += 1;
    } else {
      run = 1;
    }
    previous = n;
    if (run % DAYS_PER_FREEZE === 0) freezes = Math.min(freezes + 1, MAX_FREEZES);
    longest = Math.max(longest, run);
  }
  if (Number.isNaN(previous)) return { current: 0, longest: 0, freezes: 0, frozenDays: 0 };
  // Today may still be played: only the days between the last one played and today are missed.
  const missedSince = Math.max(0, dayNumber(today) - previous - 1);
  const alive = missedSince <= freezes;
  return {
    current: alive ? run : 0,
    longest,
    freezes: alive ? freezes - missedSince : freezes,
    frozenDays: alive ? frozenDays + missedSince : frozenDays,
  };
}
