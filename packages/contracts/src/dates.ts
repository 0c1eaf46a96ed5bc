// The month names of en-US, written out rather than asked of Intl: the first Intl formatter a
// page creates loads the browser's locale data, a long task (20–100 ms on a throttled phone)
// in the middle of hydration, for one fixed English format.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The date an article is shown with, e.g. "March 5, 2026" (en-US, long): on the site's cards
 * and articles and in the REST adapter's `formatted_date`, so both say the same. Formatted in
 * UTC so the server-rendered text and the browser's agree.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
