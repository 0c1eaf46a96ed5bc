// Test runs keep each part's data apart: from the DATABASE_URL CI gives us we derive one
// database per consumer (`<name>_e2e`, `<name>_cms`), made fresh for the run.
import pg from 'pg';

export function siblingUrl(databaseUrl, suffix) {
  const url = new URL(databaseUrl);
  url.pathname = `/${url.pathname.slice(1)}_${suffix}`;
  return url.toString();
}

async function admin(databaseUrl, statements) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const nameOf = (databaseUrl) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const quoted = (name) => `"${name.replaceAll('"', '""')}"`;

export async function recreateDatabase(databaseUrl) {
  const name = quoted(nameOf(databaseUrl));
  await admin(databaseUrl, [
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    `CREATE DATABASE ${name}`,
  ]);
}

export async function dropDatabase(databaseUrl) {
  await admin(databaseUrl, [`DROP DATABASE IF EXISTS ${quoted(nameOf(databaseUrl))} WITH (FORCE)`]);
}
