import { formatDate } from '@apogee/contracts/dates';

/** "March 5, 2026, 14:07 UTC": in UTC, so the server's text and the browser's agree. */
export function formatSessionTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(iso)}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
