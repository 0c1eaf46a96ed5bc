import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cmsEnv } from '../src/env';

export default () => {
  const { database } = cmsEnv();
  if (database.client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: database.connectionString,
          ssl: database.ssl ? { rejectUnauthorized: true } : false,
        },
        pool: { min: 0, max: 10 },
        acquireConnectionTimeout: 60000,
      },
    };
  }
  // better-sqlite3 does not create missing folders.
  mkdirSync(path.dirname(database.filename), { recursive: true });
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: database.filename },
      useNullAsDefault: true,
    },
  };
};
