import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * One app per test file: PGlite in memory by default, or a fresh schema of the PostgreSQL
 * database in DATABASE_URL (dropped on close). Mail, avatars and data go to a temp folder.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'apogee-quiz-test-'));
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config: Config = {
    ...base,
    dataDir,
    database: { url: databaseUrl, schema, pgliteDir: null },
    mail: { ...base.mail, smtpUrl: undefined, outboxDir: join(dataDir, 'outbox') },
    avatarsDir: join(dataDir, 'avatars'),
    ...overrides,
  };
  const app = await buildApp(config);
  return {
    app,
    config,
    async close() {
      await app.close();
      if (databaseUrl && schema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
