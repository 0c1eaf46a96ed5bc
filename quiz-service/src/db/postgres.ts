import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';
import { DatabaseUnavailableError } from './database';

function describeTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(text: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(text, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** PostgreSQL through a pg Pool; with schema set, every connection works inside that schema. */
export async function openPostgres(url: string, schema?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    options: schema ? `-c search_path=${quoteIdent(schema)}` : undefined,
  });
  // A broken idle connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  try {
    if (schema) await pool.query(`create schema if not exists ${quoteIdent(schema)}`);
    else await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseUnavailableError(
      `Cannot reach PostgreSQL at ${describeTarget(url)}: ${reason}`,
    );
  }
  return {
    driver: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
