import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';
import { DatabaseUnavailableError } from './database';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(text: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(text, params);
      // PGlite reports affectedRows 0 for a SELECT; count its rows instead, as pg does.
      const rowCount = result.fields.length ? result.rows.length : (result.affectedRows ?? 0);
      return { rows: result.rows, rowCount };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WebAssembly) in a data folder, or in memory when dir is null. */
export async function openPglite(dir: string | null): Promise<Database> {
  let pg: PGlite;
  try {
    if (dir) mkdirSync(dir, { recursive: true });
    pg = await PGlite.create(dir ?? undefined);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`Cannot open the embedded database in ${dir}: ${reason}`);
  }
  const base = wrap(pg);
  return {
    driver: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
