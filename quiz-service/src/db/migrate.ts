import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database';

/** Arbitrary constant key: every replica takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_246_815_001;

/**
 * Applies migrations/NNN_name.sql in order, each in its own transaction together with its row
 * in schema_migrations. The advisory lock makes concurrent starts wait instead of racing.
 */
export async function migrate(db: Database, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(`create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )`);
      const done = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (done.rowCount > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
