/**
 * The trash: deleted entries stay restorable for TRASH_DAYS days, then their history goes
 * with them. Restoring writes the entry back as a draft (a new document, the same fields), so
 * an editor looks it over and publishes it again.
 */
import type { Core } from '@strapi/strapi';
import { asRestore } from './record';
import { isVersioned } from './versioned-types';
import { toWritable } from './snapshot';
import { fromStored, type StoredRow, type VersionRow, withVersions } from './versions-table';

export const TRASH_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;
/** How often expired entries are cleared while the CMS runs. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export class RestoreRefused extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message);
  }
}

/** What is in the trash now, newest first. */
export async function trashedEntries(strapi: Core.Strapi, now = Date.now()): Promise<VersionRow[]> {
  const rows = (await withVersions(strapi, (table) =>
    table()
      .where({ action: 'deleted' })
      .whereNull('restored_at')
      .where('created_at', '>=', now - TRASH_DAYS * DAY)
      .orderBy('id', 'desc')
      .limit(500),
  )) as StoredRow[];
  return rows.map(fromStored);
}

/**
 * A value of a uid or unique field (an article's slug, a daily challenge's date) already taken
 * by a live entry of the type: the field and the value, else null.
 */
async function takenUniqueValue(
  strapi: Core.Strapi,
  uid: string,
  data: Record<string, unknown>,
): Promise<{ field: string; value: string } | null> {
  const attributes = (strapi.contentType(uid as 'api::blog.blog')?.attributes ?? {}) as Record<
    string,
    { type?: string; unique?: boolean }
  >;
  for (const [field, attribute] of Object.entries(attributes)) {
    if (attribute.type !== 'uid' && attribute.unique !== true) continue;
    const value = data[field];
    if (typeof value !== 'string' || !value) continue;
    const other = await strapi.db
      .query(uid as 'api::blog.blog')
      .findOne({ where: { [field]: value } });
    if (other) return { field, value };
  }
  return null;
}

/** Brings a deleted entry back as a draft; returns its new documentId. */
export async function restoreFromTrash(
  strapi: Core.Strapi,
  versionId: number,
  now = Date.now(),
): Promise<{ contentType: string; documentId: string; title: string }> {
  const stored = (await withVersions(strapi, (table) =>
    table().where({ id: versionId }).first(),
  )) as StoredRow | undefined;
  const version = stored ? fromStored(stored) : null;
  if (
    !version ||
    version.action !== 'deleted' ||
    !isVersioned(version.contentType) ||
    version.createdAt < now - TRASH_DAYS * DAY
  )
    throw new RestoreRefused('This entry is not in the trash (restored already, or expired).', 404);
  if (version.restoredAt !== null)
    throw new RestoreRefused('This entry was restored already.', 409);
  const taken = await takenUniqueValue(strapi, version.contentType, version.data);
  if (taken)
    throw new RestoreRefused(
      `Another entry now has the ${taken.field} “${taken.value}”. Change that entry's ${taken.field}, then restore this one.`,
      409,
    );
  const uid = version.contentType;
  const data = await toWritable(strapi, uid, version.data);
  // Under its old documentId, so its history carries on.
  const created = (await asRestore(() =>
    strapi
      .documents(uid as 'api::blog.blog')
      .create({ data: { ...data, documentId: version.documentId } as never }),
  )) as { documentId: string };
  await withVersions(strapi, (table) =>
    table().where({ id: versionId }).update({ restored_at: now, restored_as: created.documentId }),
  );
  return { contentType: uid, documentId: created.documentId, title: version.title };
}

/** Forgets what has been in the trash longer than TRASH_DAYS, with its history. */
export async function purgeTrash(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  return withVersions(strapi, async (table) => {
    const expired = (await table()
      .select('content_type', 'document_id')
      .where({ action: 'deleted' })
      .whereNull('restored_at')
      .where('created_at', '<', now - TRASH_DAYS * DAY)) as Pick<
      StoredRow,
      'content_type' | 'document_id'
    >[];
    let removed = 0;
    for (const entry of expired) {
      removed += Number(
        await table()
          .where({ content_type: entry.content_type, document_id: entry.document_id })
          .delete(),
      );
    }
    return removed;
  });
}

/** Clears expired entries at start and every hour; returns the stop. */
export function startTrashPurge(strapi: Core.Strapi): () => void {
  const purge = () =>
    purgeTrash(strapi)
      .then((removed) => {
        if (removed) strapi.log.info(`[history] emptied ${removed} expired trash versions.`);
      })
      .catch((error: unknown) =>
        strapi.log.error(
          `[history] emptying the trash failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  void purge();
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
