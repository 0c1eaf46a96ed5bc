import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import type { PGlite, Transaction } from '@electric-sql/pglite';
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

/**
 * The embedded database serves one machine's site, not a fleet: PostgreSQL's default 128 MB of
 * shared buffers (every page of which the WebAssembly heap keeps once touched) would be most of
 * the service's memory. 16 MB holds the working set of the sample site and its tests.
 */
const EMBEDDED_SETTINGS = [
  'shared_buffers = 16MB',
  'wal_buffers = 1MB',
  'temp_buffers = 1MB',
  'maintenance_work_mem = 16MB',
];

/**
 * Creating a new data folder (initdb) grows the WebAssembly heap to several hundred MB, and a
 * heap never shrinks: a short-lived process creates the folder, so the service opens it at the
 * size a reopened database needs.
 */
async function createDataFolder(dir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(process.argv[1]);
    PGlite.create(process.argv[2], JSON.parse(process.argv[3])).then((pg) => pg.close());`;
  const options = JSON.stringify({ postgresqlconf: EMBEDDED_SETTINGS });
  await promisify(execFile)(process.execPath, ['-e', script, pglite, dir, options], {
    timeout: 120_000,
  });
}

/** Embedded PostgreSQL (WebAssembly) in a data folder, or in memory when dir is null. */
export async function openPglite(dir: string | null): Promise<Database> {
  let pg: PGlite;
  try {
    if (dir) {
      mkdirSync(dir, { recursive: true });
      if (!existsSync(join(dir, 'PG_VERSION'))) await createDataFolder(dir);
    }
    // Loaded only without DATABASE_URL: production never needs the embedded database.
    // PostgreSQL's WebAssembly runs on V8's baseline compiler only: its optimised recompile
    // of the hot functions held some 40 MB more (measured: 211–226 MB resident for the stack's
    // service instead of 245–297) for no measurable gain (the embedded database's saves and
    // dashboards ran at the same rate). Set before the module is compiled, as it must be.
    setFlagsFromString('--liftoff-only');
    const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
      import('@electric-sql/pglite'),
      // The search index's typo tolerance and accent folding (migrations/040_search_index.sql).
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/contrib/unaccent'),
    ]);
    pg = await PGlite.create(dir ?? undefined, {
      postgresqlconf: EMBEDDED_SETTINGS,
      extensions: { pg_trgm, unaccent },
    });
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
