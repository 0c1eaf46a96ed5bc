/** The dashboard's words for a streak's freezes (one earned per 7 days in a row, two at most). */
export function freezeText(freezes: number): string {
  if (freezes <= 0) return 'No freeze ready yet: play 7 days in a row to earn one.';
  if (freezes === 1) return '1 freeze ready: a missed day won’t break your streak.';
  return `${freezes} freezes ready: ${freezes} missed days won’t break your streak.`;
}

export function dayCount(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** Mastered share of a category, a whole percentage (0 for a category without questions). */
export function masteryPercent(mastered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((mastered / total) * 100));
}
