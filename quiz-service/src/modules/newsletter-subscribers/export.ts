import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  subscriberExportColumns,
  type SubscriberFilter,
} from '@apogee/contracts/newsletter-subscribers';
import { stringify } from 'csv-stringify';
import type { Queryable } from '../../db/database';
import * as repo from './repository';

/** Rows read at once: the export holds one page in memory, whatever the list's size. */
const PAGE = 1000;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before
 * one) gets a leading apostrophe: an address like `=HYPERLINK(…)@example.com` stays text when
 * an editor opens the file.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : '');

async function* exportRows(db: Queryable, filter: SubscriberFilter) {
  let after: repo.Page['after'];
  for (;;) {
    const rows = await repo.listPage(db, filter, { after, limit: PAGE });
    for (const row of rows)
      yield [
        row.email,
        row.name,
        row.status,
        row.topics.join(' '),
        row.rhythm,
        row.source,
        iso(row.consented_at),
        iso(row.created_at),
      ].map(spreadsheetSafe);
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = { createdKey: last.created_key, id: last.id };
  }
}

/**
 * The list (as filtered) as CSV, written page after page as the client reads it: 100,000
 * subscribers stream through one page of memory. Topics are separated by spaces (slugs have
 * none); an empty topics cell means every topic.
 */
export function exportCsv(
  db: Queryable,
  filter: SubscriberFilter,
  onError: (error: unknown) => void,
): Readable {
  const csv = stringify({ header: true, columns: [...subscriberExportColumns] });
  // A failed read destroys the CSV stream too: the download ends cut short, never hangs.
  pipeline(Readable.from(exportRows(db, filter)), csv).catch(onError);
  return csv;
}
