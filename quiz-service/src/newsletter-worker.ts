// The newsletter's sender as a process of its own: started by the service on PostgreSQL
// (NEWSLETTER_SENDER=process), or by the operator (`node dist/newsletter-worker.js`, any
// number of them). It sends in its own event loop, so the service's answers never wait on it.
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { DatabaseUnavailableError } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { migrationsDir } from './lib/paths';
import { yieldToReaders } from './lib/readers-first';
import { startNewsletterWorker } from './modules/newsletter-sends';

async function main() {
  // Readers first: on a machine it shares with the web and the service, the sender runs on
  // the CPU they leave (lib/readers-first.ts). A send takes longer under load; pages do not.
  const priority = yieldToReaders();
  const config = loadConfig();
  if (!config.database.url)
    throw new ConfigError(
      'The newsletter worker needs DATABASE_URL: the embedded database sends from the service itself.',
    );
  const log = pino({ level: config.logLevel, name: 'newsletter-worker' });
  log.info({ priority }, 'newsletter sender started');
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
