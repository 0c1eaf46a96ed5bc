// How the admin words a quiz question's answer figures; read by the CMS's tests and by its admin
// panel, so this file imports nothing.

/** Under this share of right answers a question is flagged for the editors. */
export const MISSED_BELOW_PERCENT = 30;
/** Fewer answers than this say little (one wrong answer is 0 % right): no flag yet. */
export const FLAG_FROM_ANSWERS = 10;

export const FIGURES_UNAVAILABLE = 'Answer figures are unavailable right now.';
export const NOT_ANSWERED = 'Not answered yet';
export const MOSTLY_MISSED = 'Most readers miss this one';

export interface Figures {
  answers: number;
  correct: number;
  correctRate: number | null;
}

/** "Answered 12 times · 42% right", or "Not answered yet". */
export function figuresLine(figures: Figures | undefined): string {
  if (!figures || figures.answers === 0) return NOT_ANSWERED;
  const rate = figures.correctRate ?? (100 * figures.correct) / figures.answers;
  const times = figures.answers === 1 ? 'time' : 'times';
  return `Answered ${figures.answers} ${times} · ${Math.round(rate)}% right`;
}

/** True when enough readers answered and fewer than 30 % of them got it right. */
export function mostlyMissed(figures: Figures | undefined): boolean {
  if (!figures || figures.answers < FLAG_FROM_ANSWERS) return false;
  const rate = figures.correctRate ?? (100 * figures.correct) / figures.answers;
  return rate < MISSED_BELOW_PERCENT;
}
