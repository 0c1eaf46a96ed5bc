/**
 * History dates as day/month/year (docs/product/quiz.md), en-GB (e.g. 05/03/2026), in the reader's
 * zone.
 */
export function formatAnswerDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
