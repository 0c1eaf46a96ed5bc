/** Calendar facts of an instant in an IANA time zone, computed with Intl (no extra library). */
export interface LocalDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/**
 * One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and
 * each dashboard asks for the reader's local date. Zones reach here validated; the cap keeps
 * odd letter-case spellings of them from growing it without end.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const DAY_FORMATS_MAX = 2000;

function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size < DAY_FORMATS_MAX) dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The last date found per zone, with its minute: every zone's offset today is whole minutes, so
 * the date cannot change within one, and a busy route asks the same zones many times a minute
 * (formatting is the dearest step of a kept dashboard).
 */
const lastDates = new Map<string, { minute: number; date: LocalDate }>();

export function localDate(instant: Date, timeZone: string): LocalDate {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const parts = dayFormatOf(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const date = Object.freeze({ year: part('year'), month: part('month'), day: part('day') });
  if (last || lastDates.size < DAY_FORMATS_MAX) lastDates.set(timeZone, { minute, date });
  return date;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const MS_PER_DAY = 86_400_000;

/** A local day (YYYY-MM-DD) as a count of days: consecutive days differ by one. */
export const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY;

/** The local day (YYYY-MM-DD) `days` after `iso` (before, when negative). */
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** YYYY-MM-DD of a local date shifted by `offsetDays`. */
export function isoDay(date: LocalDate, offsetDays = 0): string {
  return new Date(Date.UTC(date.year, date.month - 1, date.day + offsetDays))
    .toISOString()
    .slice(0, 10);
}

/** "0.00" … "100.00": the share of correct answers with two decimals. */
export function percentage(correct: number, total: number): string {
  if (total <= 0) return '0.00';
  return (Math.round((correct * 10000) / total) / 100).toFixed(2);
}
