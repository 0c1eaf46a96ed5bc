import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { PREPARE_QUEUE, startQueue } from './queue';
import * as repo from './repository';
import { createSender, type SenderOptions } from './sender';
import { createDeliveryTransport } from './transport';

/** Subscribers written per statement when a send starts. */
const AUDIENCE_BATCH = 5000;

/** The host part of every Message-ID: the site's own name. */
export const messageIdDomain = (publicUrl: string) => new URL(publicUrl).hostname;

/**
 * Writes one delivery row per reader of the send's audience, in batches, then lets the
 * senders finish it. Safe to run again after a crash: it inserts only the missing rows.
 */
export async function prepareSend(db: Database, publicUrl: string, sendId: string) {
  if (!(await repo.beginPreparing(db, sendId))) return;
  let after: string | null = null;
  do {
    after = await repo.insertAudienceBatch(
      db,
      sendId,
      messageIdDomain(publicUrl),
      after,
      AUDIENCE_BATCH,
    );
  } while (after);
  await repo.markSending(db, sendId);
}

export interface NewsletterWorker {
  stop(): Promise<void>;
}

/**
 * The sending side: takes "prepare" jobs from pg-boss and sends due deliveries. Runs in its
 * own process on PostgreSQL (newsletter-worker.ts), in the service's on the embedded
 * database. Any number may run at once: each claims different rows.
 */
export async function startNewsletterWorker(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  options: Partial<SenderOptions> = {},
): Promise<NewsletterWorker> {
  const boss: PgBoss = await startQueue(db, {
    supervise: true,
    connectionString: config.database.url,
  });
  boss.on('error', (err) => log.error({ err }, 'newsletter queue error'));
  const transport = createDeliveryTransport(config.mail, config.newsletter);
  const sender = createSender({
    db,
    transport,
    publicUrl: config.publicUrl,
    tokenKey: config.sessionSecret,
    log,
    tracking: config.newsletter.tracking,
    options: { leaseSeconds: config.newsletter.leaseSeconds, ...options },
  });
  await boss.work<{ sendId: string }>(
    PREPARE_QUEUE,
    { pollingIntervalSeconds: 1 },
    async (jobs) => {
      for (const job of jobs) {
        try {
          await prepareSend(db, config.publicUrl, job.data.sendId);
        } catch (err) {
          log.error({ err, sendId: job.data.sendId }, 'newsletter send not prepared (retried)');
          throw err;
        }
        sender.poke();
      }
    },
  );
  sender.start();
  log.info(`newsletter sender started (mail to ${transport.destination})`);
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      await sender.stop();
      transport.close();
    },
  };
}
