import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { openPostgres } from './postgres';
import { migrationsDir } from '../lib/paths';

const url = process.env.DATABASE_URL;

describe.runIf(url)('migrations on PostgreSQL', () => {
  it('two instances starting together apply each migration once', async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const a = await openPostgres(url as string, schema);
    const b = await openPostgres(url as string, schema);
    try {
      const [ranA, ranB] = await Promise.all([
        migrate(a, migrationsDir),
        migrate(b, migrationsDir),
      ]);
      expect([...ranA, ...ranB].sort()).toEqual([...new Set([...ranA, ...ranB])].sort());
      expect(ranA.length + ranB.length).toBeGreaterThan(0);
      const { rows } = await a.query<{ n: number }>(
        'select count(*)::int as n from schema_migrations',
      );
      expect(rows[0]?.n).toBe(ranA.length + ranB.length);
    } finally {
      await a.close();
      await b.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  });
});
