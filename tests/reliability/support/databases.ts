import pg from 'pg';

const given = process.env.RELIABILITY_DATABASE_URL || process.env.DATABASE_URL;

/**
 * The PostgreSQL server the fault tests use (trust auth on loopback). Their databases are
 * named `<its database>_reliability_<what>`: in CI, where DATABASE_URL names a database made for
 * the run, no other run can have the same names (scripts/lib/reliability.mjs drops any left).
 */
export const POSTGRES_URL = given || 'postgres://postgres@127.0.0.1:5432/apogee';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(statement: string) {
  const client = new pg.Client({
    connectionString: withDatabase(POSTGRES_URL, 'postgres'),
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Whether the fault tests can run. A server named by a URL must answer (the tests fail if it
 * does not); without one (npm test on embedded databases), the default address is tried and
 * the tests are skipped when nothing answers there.
 */
export async function postgresAvailable(): Promise<boolean> {
  if (given) return true;
  try {
    await admin('select 1');
    return true;
  } catch {
    return false;
  }
}

/** A fresh database of its own for one test; returns its URL and a drop function. */
export async function freshDatabase(suffix: string) {
  const name = `${decodeURIComponent(new URL(POSTGRES_URL).pathname.slice(1))}_reliability_${suffix}`;
  const quoted = `"${name.replaceAll('"', '""')}"`;
  await admin(`drop database if exists ${quoted} with (force)`);
  await admin(`create database ${quoted}`);
  const url = withDatabase(POSTGRES_URL, name);
  return {
    url,
    name,
    async query<Row = Record<string, unknown>>(text: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`drop database if exists ${quoted} with (force)`),
  };
}
