import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from './mailer';
import type { RateLimiter } from './rate-limit';

/**
 * What a service that writes to the database and mails the reader is made of: the app's
 * database, rate limiter, mailer (plugins db, rate-limit, mail), config and log.
 */
export interface ServiceDeps {
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/** The same, from the app those plugins decorated. */
export function serviceDepsOf(app: FastifyInstance): ServiceDeps {
  return {
    db: app.db,
    limiter: app.rateLimiter,
    mailer: app.mailer,
    config: app.config,
    log: app.log,
  };
}
