import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { useZod } from './lib/zod-provider';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { healthRoutes } from './modules/health/routes';

export interface BuildOptions {
  /** An already opened database (tests); otherwise opened from config. */
  database?: Database;
}

/** Builds the whole service without listening; `app.inject` drives it in tests. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  useZod(app);
  await app.register(errorsPlugin);
  const database = options.database ?? (await openDatabase(config.database));
  await app.register(dbPlugin, { database });
  await app.register(healthRoutes);
  await app.ready();
  return app;
}
