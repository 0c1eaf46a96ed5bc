import pg from 'pg';

/** The PostgreSQL the reliability run may create databases on (trust auth on loopback). */
export const POSTGRES_URL =
  process.env.RELIABILITY_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

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

/** A fresh database of its own for one test file; returns its URL and a drop function. */
export async function freshDatabase(suffix: string) {
  const name = `apogee_reliability_${suffix}`;
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
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
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
