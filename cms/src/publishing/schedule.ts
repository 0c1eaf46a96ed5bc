/**
 * Scheduled publishing: an editor sets "Publish at" or "Unpublish at" on an article, a magazine
 * issue or a story, and the CMS publishes or unpublishes it when that time comes, through the
 * document service like a click on Publish (so the webhook purges the site, and the publishing
 * rules, such as pictures needing alternative text, apply). The times live on the entries, so
 * a restart loses nothing: a time that passed while the CMS was down is acted on at its next
 * check. With several CMS replicas on PostgreSQL, one check runs at a time (an advisory lock).
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env';

export const SCHEDULED_TYPES = [
  'api::blog.blog',
  'api::magazine.magazine',
  'api::story.story',
] as const;
type ScheduledType = (typeof SCHEDULED_TYPES)[number];

/** Any constant: every replica asks for the same lock. */
const SCHEDULE_LOCK = 7_246_815_101;

export interface ScheduleReport {
  published: string[];
  unpublished: string[];
  refused: { documentId: string; reason: string }[];
}

interface Row {
  documentId: string;
}

/** The entries whose time has come: a draft to publish, or a published entry to take off. */
async function due(
  strapi: Core.Strapi,
  uid: ScheduledType,
  field: 'publishAt' | 'unpublishAt',
  now: Date,
) {
  const query = strapi.db.query(uid);
  // Editors set the times on the draft; a published version keeps what it was published with.
  const rows = (await query.findMany({
    where: {
      [field]: { $notNull: true, $lte: now },
      ...(field === 'publishAt' ? { publishedAt: null } : {}),
    },
    select: ['documentId'],
    limit: 100,
  })) as Row[];
  const ids = [...new Set(rows.map((row) => row.documentId))];
  if (field === 'publishAt' || ids.length === 0) return ids;
  const published = (await query.findMany({
    where: { documentId: { $in: ids }, publishedAt: { $notNull: true } },
    select: ['documentId'],
  })) as Row[];
  const live = new Set(published.map((row) => row.documentId));
  // An entry already off the site only has its time cleared.
  for (const id of ids) if (!live.has(id)) await clear(strapi, uid, id, 'unpublishAt');
  return ids.filter((id) => live.has(id));
}

/** Clears a time on every version of the entry, so it is acted on once. */
async function clear(strapi: Core.Strapi, uid: ScheduledType, documentId: string, field: string) {
  await strapi.db.query(uid).updateMany({ where: { documentId }, data: { [field]: null } });
}

/** Publishes and unpublishes what is due at `now` (tests pass their own clock). */
export async function runSchedule(strapi: Core.Strapi, now = new Date()): Promise<ScheduleReport> {
  const report: ScheduleReport = { published: [], unpublished: [], refused: [] };
  for (const uid of SCHEDULED_TYPES) {
    for (const documentId of await due(strapi, uid, 'publishAt', now)) {
      try {
        await strapi.documents(uid).publish({ documentId });
        report.published.push(documentId);
      } catch (error) {
        // Refused (a picture without alternative text, a missing field): the editor sees it
        // when they publish by hand; the time is cleared so it is not tried every minute.
        const reason = error instanceof Error ? error.message : String(error);
        report.refused.push({ documentId, reason });
        strapi.log.warn(`[schedule] ${uid} ${documentId} was not published: ${reason}`);
      }
      await clear(strapi, uid, documentId, 'publishAt');
    }
    for (const documentId of await due(strapi, uid, 'unpublishAt', now)) {
      await strapi.documents(uid).unpublish({ documentId });
      await clear(strapi, uid, documentId, 'unpublishAt');
      report.unpublished.push(documentId);
    }
  }
  if (report.published.length || report.unpublished.length)
    strapi.log.info(
      `[schedule] published ${report.published.length}, unpublished ${report.unpublished.length}.`,
    );
  return report;
}

/** One check, unless another replica is running one (PostgreSQL); SQLite serves one CMS. */
async function runOnce(strapi: Core.Strapi) {
  if (cmsEnv().database.client !== 'postgres') return runSchedule(strapi);
  const knex = strapi.db.connection;
  const connection = await knex.client.acquireConnection();
  try {
    const lock = await knex
      .raw('select pg_try_advisory_lock(?) as taken', [SCHEDULE_LOCK])
      .connection(connection);
    if (!lock.rows?.[0]?.taken) return null;
    try {
      return await runSchedule(strapi);
    } finally {
      await knex.raw('select pg_advisory_unlock(?)', [SCHEDULE_LOCK]).connection(connection);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

/** Checks the schedule every CMS_SCHEDULE_EVERY_SECONDS (60) while the CMS runs. */
export function startSchedule(strapi: Core.Strapi) {
  const seconds = cmsEnv().scheduleEverySeconds;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOnce(strapi)
      .catch((error: unknown) =>
        strapi.log.error(
          `[schedule] the check failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
