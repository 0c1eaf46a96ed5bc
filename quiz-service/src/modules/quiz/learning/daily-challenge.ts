/**
 * The daily challenge: the same five questions for every reader on a site day (the day in the
 * site's time zone, wherever the reader is), chosen by editors for that date or else drawn from
 * the question bank by the date alone, so every replica draws the same ones without storing
 * them. Numbered from the first challenge day, and shared as a spoiler-free grid.
 */
import { dayNumber, isoDay, localDate } from '../calendar';

export const CHALLENGE_SIZE = 5;
/** Challenge #1. */
export const FIRST_CHALLENGE_DAY = '2026-01-01';

/** The site's day (YYYY-MM-DD) at `instant`. */
export function siteDay(instant: Date, siteTimeZone: string): string {
  return isoDay(localDate(instant, siteTimeZone));
}

/** The challenge's number on a site day: #1 on FIRST_CHALLENGE_DAY. */
export function challengeNumber(day: string): number {
  return dayNumber(day) - dayNumber(FIRST_CHALLENGE_DAY) + 1;
}

/** A 32-bit hash of the text (FNV-1a): the seed of a day's draw. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded generator (mulberry32): the same seed gives the same numbers everywhere. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The day's questions: the editors' picks for the day when they chose some (in their order,
 * topped up by the draw when fewer than five), else five drawn from `questionIds` by the date.
 */
export function challengeQuestions(
  day: string,
  questionIds: readonly string[],
  picked: readonly string[] = [],
): string[] {
  const known = new Set(questionIds);
  const chosen = [...new Set(picked)].filter((id) => known.has(id)).slice(0, CHALLENGE_SIZE);
  const pool = [...questionIds].sort().filter((id) => !chosen.includes(id));
  const random = generator(hash(`apogee-daily-${day}`));
  // A partial Fisher-Yates shuffle: only the places needed are drawn.
  for (let i = 0; i < pool.length && chosen.length < CHALLENGE_SIZE; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    chosen.push(pool[i]!);
  }
  return chosen;
}

/** "Apogee Daily #329 4/5" and a square per question, right or wrong, nothing else. */
export function resultGrid(siteName: string, day: string, answers: readonly boolean[]): string {
  const right = answers.filter(Boolean).length;
  const squares = answers.map((correct) => (correct ? '🟩' : '🟥')).join('');
  return `${siteName} Daily #${challengeNumber(day)} ${right}/${answers.length}\n${squares}`;
}
