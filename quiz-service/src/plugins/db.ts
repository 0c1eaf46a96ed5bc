import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { migrationsDir } from '../lib/paths';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Decorates the app with an opened database, migrated, and closes it with the app. */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    const applied = await migrate(database, migrationsDir);
    if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    app.decorate('db', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
