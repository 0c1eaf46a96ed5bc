import type { InboxMessage } from '@apogee/contracts/readers-rights';
import { readersRightsMessages as messages } from '@apogee/contracts/readers-rights';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import * as repo from './repository';

const DAY_MS = 86_400_000;
/** How often the retention purge runs: hourly keeps a message at most an hour past its time. */
export const PURGE_EVERY_MS = 3_600_000;

const view = (row: repo.InboxRow): InboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  number: row.number,
  subject: row.subject,
  message: row.message,
  createdAt: row.created_at.toISOString(),
  handledAt: row.handled_at?.toISOString() ?? null,
  handledBy: row.handled_by_name,
});

/**
 * The newsroom's contact inbox (the CMS's Inbox page): messages newest first with search, one
 * read, one marked handled; and the retention purge, which deletes the messages older than
 * CONTACT_RETENTION_DAYS, run on start and then hourly.
 */
export function createContactInbox(deps: {
  db: Database;
  retentionDays: number;
  log: FastifyBaseLogger;
}) {
  const { db, retentionDays, log } = deps;
  let timer: NodeJS.Timeout | null = null;

  async function purge(now: Date = new Date()) {
    const purged = await repo.purgeBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
    if (purged > 0) log.info({ purged, retentionDays }, 'old contact messages purged');
    return purged;
  }

  function runPurge() {
    purge().catch((err: unknown) => log.error({ err }, 'contact retention purge failed'));
  }

  return {
    async list(filter: { q?: string; status: 'all' | 'open' | 'handled' }) {
      const rows = await repo.listInbox(db, { text: filter.q, status: filter.status });
      return rows.map(view);
    },
    async read(id: string) {
      const row = await repo.findMessage(db, id);
      if (!row) throw notFound(messages.messageNotFound);
      return view(row);
    },
    async markHandled(id: string, editor: { id: string; name: string }) {
      const row = await repo.markHandled(db, id, editor);
      if (!row) throw notFound(messages.messageNotFound);
      return view(row);
    },
    purge,
    /** Purges now, then every PURGE_EVERY_MS; the timer never keeps the process alive. */
    start() {
      if (timer) return;
      runPurge();
      timer = setInterval(runPurge, PURGE_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type ContactInbox = ReturnType<typeof createContactInbox>;
