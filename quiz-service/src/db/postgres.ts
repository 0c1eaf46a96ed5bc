import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Database, Queryable, QueryOptions, QueryResult } from './database';
import { DatabaseUnavailableError } from './database';
import { AppError } from '../lib/errors';

/** Errors that mean PostgreSQL cannot be reached now, not that the query is wrong. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08')))
    return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i.test(
    error.message,
  );
}

/**
 * While PostgreSQL is unreachable every request that needs it answers 503 at once, with a
 * message a reader understands; the pool reconnects by itself when the server is back.
 */
export const databaseDown = () =>
  new AppError(
    503,
    'DATABASE_UNAVAILABLE',
    'The service is temporarily unavailable. Please try again in a moment.',
    undefined,
    { 'retry-after': '5' },
  );

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isConnectionError(error)) throw databaseDown();
    throw error;
  }
}

function describeTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Statements with parameters are prepared once per connection, under a name derived from their
 * text: PostgreSQL then parses and plans each of them once instead of on every call (about
 * half its CPU on a quiz answer). The texts are the repositories' constants, so the set stays
 * small; the cap keeps a statement built at run time from preparing without end.
 */
const statementNames = new Map<string, string>();
const STATEMENTS_MAX = 500;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < STATEMENTS_MAX) {
    name = `apogee_${createHash('sha1').update(text).digest('hex')}`;
    statementNames.set(text, name);
  }
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(
      text: string,
      params: unknown[] = [],
      options: QueryOptions = {},
    ): Promise<QueryResult<Row>> {
      const name = params.length && options.prepare !== false ? statementName(text) : undefined;
      const result = await guarded(() =>
        name ? client.query({ name, text, values: params }) : client.query(text, params),
      );
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await guarded(() => client.query(sql));
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Connections kept at most when not configured. Each statement that writes waits for its
 * commit to reach the disk; with 20 of them in flight the commits share the disk's flushes
 * (2,300 saves/s with 10 connections, 2,900 with 20, 2,750 with 40 in bench/quiz on 2 cores).
 */
const DEFAULT_POOL_SIZE = 20;

/** PostgreSQL through a pg Pool; with schema set, every connection works inside that schema. */
export async function openPostgres(
  url: string,
  schema?: string,
  poolSize = DEFAULT_POOL_SIZE,
): Promise<Database> {
  // Loaded only with DATABASE_URL: the embedded database never needs the driver.
  const { default: driver } = await import('pg');
  const pool = new driver.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // public stays on the path: the extensions the search index uses live there.
    options: schema ? `-c search_path=${quoteIdent(schema)},public` : undefined,
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
      const client = await guarded(() => pool.connect());
      let broken = false;
      try {
        await guarded(() => client.query('begin'));
        const result = await fn(wrap(client));
        await guarded(() => client.query('commit'));
        return result;
      } catch (error) {
        // A connection that failed goes away instead of back to the pool.
        broken = error instanceof AppError && error.code === 'DATABASE_UNAVAILABLE';
        if (!broken) await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release(broken || undefined);
      }
    },
    close: () => pool.end(),
  };
}
