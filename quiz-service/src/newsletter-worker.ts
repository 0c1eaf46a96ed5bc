// The newsletter's sender as a process of its own: started by the service on PostgreSQL
// (NEWSLETTER_SENDER=process), or by the operator (`node dist/newsletter-worker.js`, any
// number of them). It sends in its own event loop, so the service's answers never wait on it.
import { setPriority } from 'node:os';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { DatabaseUnavailableError } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { migrationsDir } from './lib/paths';
import { startNewsletterWorker } from './modules/newsletter-sends';

/**
 * Readers first: on a machine it shares with the web and the service, the sender gets the CPU
 * they leave (a niceness of 10). A send then takes a little longer under load; pages do not.
 */
const SENDER_NICENESS = 10;

async function main() {
  try {
    setPriority(SENDER_NICENESS);
  } catch {
    // A system that refuses it: the sender runs at the normal priority.
  }
  const config = loadConfig();
  if (!config.database.url)
    throw new ConfigError(
      'The newsletter worker needs DATABASE_URL: the embedded database sends from the service itself.',
    );
  const log = pino({ level: config.logLevel, name: 'newsletter-worker' });
  const db = await openDatabase(config.database);
  await migrate(db, migrationsDir);
  const worker = await startNewsletterWorker(db, config, log);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await worker.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  // Started by the service: its end is ours too.
  process.on('disconnect', () => void shutdown());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError)
    console.error(`newsletter-worker: ${error.message}`);
  else console.error('newsletter-worker: failed to start:', error);
  process.exit(1);
});
