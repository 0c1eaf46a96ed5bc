import type { Database } from '../../src/db/database';

/** Row counts of every table of the service's schema, in one query. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  if (!tables.rows.length) throw new Error('no tables found in the current schema');
  const columns = tables.rows.map(
    ({ name }) => `(select count(*) from "${name.replace(/"/g, '""')}")::int as "${name}"`,
  );
  const counts = await db.query<Record<string, number>>(`select ${columns.join(', ')}`);
  return counts.rows[0] ?? {};
}
