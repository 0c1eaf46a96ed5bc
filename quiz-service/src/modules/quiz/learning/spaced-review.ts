/**
 * Spaced review (Leitner boxes): every question a reader answers sits in a box; a wrong answer
 * puts it back in the first box, due again the next day; a right one moves it up a box, due
 * after the box's longer interval. A question answered right from the last box is mastered and
 * leaves the review. Days are the reader's local days (YYYY-MM-DD), so "tomorrow" is theirs
 * whatever the daylight-saving clock does.
 */
import { addDays, dayNumber } from '../calendar';

/** Days until a question in box 1, 2, 3 or 4 is due again. */
export const REVIEW_INTERVALS = [1, 3, 7, 21] as const;
/** The box of a mastered question (answered right from the last box). */
export const MASTERED_BOX = REVIEW_INTERVALS.length + 1;

export interface ReviewState {
  box: number;
  /** The local day it is due again; null once mastered. */
  dueDay: string | null;
}

/** Where a question goes after an answer on the reader's local `day`. */
export function afterAnswer(
  previous: ReviewState | null,
  correct: boolean,
  day: string,
): ReviewState {
  // A first answer that is right starts one box up: the reader knew it already.
  const box = correct ? Math.min((previous?.box ?? 1) + 1, MASTERED_BOX) : 1;
  if (box === MASTERED_BOX) return { box, dueDay: null };
  return { box, dueDay: addDays(day, REVIEW_INTERVALS[box - 1]!) };
}

/** Whether a question is due for review on the reader's local `today`. */
export function isDue(state: ReviewState, today: string): boolean {
  return state.dueDay !== null && dayNumber(state.dueDay) <= dayNumber(today);
}
