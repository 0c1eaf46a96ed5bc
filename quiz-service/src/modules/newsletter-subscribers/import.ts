import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  SUBSCRIBERS_IMPORT_BAD_ROWS_LISTED,
  SUBSCRIBERS_IMPORT_MAX_BYTES,
  SUBSCRIBERS_IMPORT_MAX_ROWS,
  newsletterSubscriberMessages as messages,
  type SubscriberImportReport,
} from '@apogee/contracts/newsletter-subscribers';
import { BODY_TOO_LARGE } from '@apogee/contracts/body-limits';
import { CsvError, parse } from 'csv-parse';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { detectLayout, type ImportedSubscriber, type Layout } from './layouts';
import * as repo from './repository';

/** Rows looked up (or written) at once: one statement per thousand addresses. */
const BATCH = 1000;

const tooLarge = () => new AppError(413, BODY_TOO_LARGE, messages.importTooLarge);

/** Passes the bytes on, and fails the stream once more than `max` have come. */
function byteLimit(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? tooLarge() : null, chunk);
    },
  });
}

interface ParsedRow {
  record: string[];
  info: { lines: number };
}

/**
 * Reads a CSV export row by row as it streams in (never the whole file in memory), and counts
 * what an import would do: new addresses, addresses on the list already, bad rows (with their
 * line and reason). A dry run writes nothing; the real import adds the new addresses with the
 * export's consent date and status, in one transaction: a file that turns out broken half way
 * leaves the list as it was.
 */
export async function importSubscribers(
  db: Database,
  file: Readable,
  dryRun: boolean,
): Promise<SubscriberImportReport> {
  return dryRun ? readImport(db, file, true) : db.transaction((tx) => readImport(tx, file, false));
}

async function readImport(
  db: Queryable,
  file: Readable,
  dryRun: boolean,
): Promise<SubscriberImportReport> {
  let layout: Layout | null = null;
  const report: SubscriberImportReport = {
    layout: 'csv',
    dryRun,
    rows: 0,
    new: 0,
    existing: 0,
    bad: 0,
    badRows: [],
    unsubscribed: 0,
  };
  // Each address's first line, to report a second row of the same address (lower-cased).
  const seen = new Map<string, number>();
  let batch: ImportedSubscriber[] = [];

  const bad = (line: number, email: string, reason: string) => {
    report.bad += 1;
    if (report.badRows.length < SUBSCRIBERS_IMPORT_BAD_ROWS_LISTED)
      report.badRows.push({ line, email: email.slice(0, 254), reason });
  };

  const flush = async () => {
    const rows = batch;
    batch = [];
    if (!rows.length || !layout) return;
    if (dryRun) {
      const existing = await repo.existingEmails(
        db,
        rows.map((row) => row.email),
      );
      const fresh = rows.filter((row) => !existing.has(row.email.toLowerCase()));
      report.new += fresh.length;
      report.existing += rows.length - fresh.length;
      report.unsubscribed += fresh.filter((row) => row.status === 'unsubscribed').length;
      return;
    }
    const added = await repo.insertImported(db, `import:${layout.layout}`, rows);
    report.new += added.length;
    report.existing += rows.length - added.length;
    report.unsubscribed += added.filter((status) => status === 'unsubscribed').length;
  };

  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: 64 * 1024,
  });

  // The request is piped, not part of the pipeline: a refusal must not destroy it (and the
  // connection its answer goes back on); what is left of it is read and dropped instead.
  const limiter = byteLimit(SUBSCRIBERS_IMPORT_MAX_BYTES);
  file.on('error', (error) => limiter.destroy(error));
  file.pipe(limiter);
  try {
    await pipeline(limiter, parser, async (rows) => {
      for await (const { record, info } of rows as AsyncIterable<ParsedRow>) {
        if (!layout) {
          layout = detectLayout(record);
          if (!layout) throw new AppError(400, 'IMPORT_UNRECOGNISED', messages.importUnrecognised);
          report.layout = layout.layout;
          if (layout.hasHeader) continue;
        }
        report.rows += 1;
        if (report.rows > SUBSCRIBERS_IMPORT_MAX_ROWS)
          throw new AppError(413, BODY_TOO_LARGE, messages.importTooManyRows);
        const reading = layout.read(record);
        if (!reading.ok) {
          bad(info.lines, reading.email, reading.reason);
          continue;
        }
        const key = reading.subscriber.email.toLowerCase();
        const first = seen.get(key);
        if (first !== undefined) {
          bad(info.lines, reading.subscriber.email, messages.emailDuplicate(first));
          continue;
        }
        seen.set(key, info.lines);
        batch.push(reading.subscriber);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
    });
  } catch (error) {
    file.unpipe(limiter);
    file.resume();
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : report.rows + 1;
      throw new AppError(400, 'IMPORT_MALFORMED', messages.importMalformed(line));
    }
    throw error;
  }
  if (!layout) throw new AppError(400, 'IMPORT_EMPTY', messages.importEmpty);
  return report;
}
