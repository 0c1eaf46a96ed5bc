import {
  newsletterSendMessages as messages,
  type NewsletterSendReport,
} from '@apogee/contracts/newsletter-sends';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { enqueuePrepare, startQueue } from './queue';
import * as repo from './repository';
import { fill, linksFor, unsubscribeHeaders } from './sender';

export type CreateSendInput = Omit<repo.NewSend, 'scheduledAt'> & { scheduledAt?: Date };

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** How long an ended send's kept counts are read before they are counted again. */
export const ENDED_COUNTS_KEPT_MS = 5 * 60_000;

export function createNewsletterSends(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  databaseUrl?: string;
  /** What NEWSLETTER_TRACKING counts: the report gains opens and clicks only when counted. */
  tracking?: { opens: boolean; clicks: boolean };
}) {
  const { db, mailer, publicUrl } = deps;
  // pg-boss is started on the first send: most processes never create one.
  let queue: Promise<PgBoss> | undefined;
  const boss = () =>
    (queue ??= startQueue(db, { supervise: false, connectionString: deps.databaseUrl }));

  /**
   * A send's counts: counted while it runs; once it has ended and nothing of it is in flight,
   * kept on the send and read from there (migration 065) until a first open or click, or for
   * ENDED_COUNTS_KEPT_MS (the readers who unsubscribed since).
   */
  async function countsOf(send: repo.SendRow): Promise<repo.SendCounts> {
    const ended = send.status === 'finished' || send.status === 'stopped';
    if (
      ended &&
      send.counts &&
      send.counted_at &&
      Date.now() - new Date(send.counted_at).getTime() < ENDED_COUNTS_KEPT_MS
    )
      return send.counts;
    const counts = await repo.countDeliveries(db, send);
    if (ended && counts.pending === 0) await repo.keepCounts(db, send.id, counts);
    return counts;
  }

  async function report(send: repo.SendRow): Promise<NewsletterSendReport> {
    const c = await countsOf(send);
    return {
      id: send.id,
      kind: send.kind,
      dedupeKey: send.dedupe_key,
      subject: send.subject,
      status: send.status,
      scheduledAt: iso(send.scheduled_at) as string,
      startedAt: iso(send.started_at),
      finishedAt: iso(send.finished_at),
      createdBy: send.created_by,
      recipients: c.recipients,
      sent: c.sent,
      failed: c.failed,
      bounced: c.bounced,
      skipped: c.skipped,
      unsubscribedSince: c.unsubscribed_since,
      progress: c.recipients ? (c.recipients - c.pending) / c.recipients : 0,
      ...(deps.tracking?.opens ? { opens: c.opened } : {}),
      ...(deps.tracking?.clicks ? { clicks: c.clicked } : {}),
    };
  }

  async function existing(id: string) {
    const send = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findSend(db, id) : undefined;
    if (!send) throw new AppError(404, 'NOT_FOUND', messages.notFound);
    return send;
  }

  return {
    /**
     * Records a send and, in the same transaction, the queue's job that prepares it at its
     * time: both are kept or neither. A second send with the same dedupe key is refused.
     */
    async createSend(input: CreateSendInput): Promise<NewsletterSendReport> {
      const b = await boss();
      const scheduledAt = input.scheduledAt ?? new Date();
      const send = await db.transaction(async (tx) => {
        const row = await repo.insertSend(tx, { ...input, scheduledAt });
        if (!row) throw new AppError(409, 'ALREADY_SENT', messages.alreadySent);
        await enqueuePrepare(b, tx, row.id, scheduledAt);
        return row;
      });
      return report(send);
    },
    report: async (id: string) => report(await existing(id)),
    async list(): Promise<NewsletterSendReport[]> {
      return Promise.all((await repo.listSends(db, 50)).map(report));
    },
    /** Stop: what is not yet sent is skipped; the messages in flight finish. */
    async stop(id: string): Promise<NewsletterSendReport> {
      const send = await existing(id);
      if (!(await repo.stopSend(db, send.id)))
        throw new AppError(409, 'NOT_STOPPABLE', messages.notStoppable);
      return report(await existing(id));
    },
    /** One rendered email to the editor, with links that lead nowhere (no reader's token). */
    async sendTest(input: { to: string; subject: string; html: string; text: string }) {
      const links = linksFor(publicUrl, 'test');
      await mailer.send({
        to: input.to,
        subject: `[Test] ${input.subject}`,
        text: fill(input.text, links, false),
        html: fill(input.html, links, true),
        headers: unsubscribeHeaders(links),
      });
    },
    async close() {
      if (queue) await (await queue).stop({ graceful: false, wait: true });
    },
  };
}

export type NewsletterSends = ReturnType<typeof createNewsletterSends>;
