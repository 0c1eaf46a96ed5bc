/**
 * Every save keeps a version: a document-service middleware records, after each create,
 * update, publish and unpublish of the newsroom's types, the entry's fields as they now are,
 * who did it and which fields changed; before a delete, the entry goes to the trash (a
 * "deleted" version, restorable for TRASH_DAYS days).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { changedFields, currentSnapshot, type Snapshot } from './snapshot';
import { isVersioned } from './versioned-types';
import { fromStored, type VersionAction, withVersions } from './versions-table';

const ACTIONS: Record<string, VersionAction> = {
  create: 'created',
  update: 'saved',
  publish: 'published',
  unpublish: 'unpublished',
};

interface DocumentContext {
  uid: string;
  action: string;
  params?: { documentId?: string };
}

interface AdminUser {
  id?: number;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}

/** Who is saving: the signed-in admin user, else the CMS itself (the schedule, the seed). */
function editor(strapi: Core.Strapi): { name: string | null; id: number | null } {
  const user = (strapi.requestContext.get() as { state?: { user?: AdminUser } } | undefined)?.state
    ?.user;
  if (!user?.id || !('firstname' in user || 'email' in user)) return { name: null, id: null };
  const name =
    [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username || user.email;
  return { name: name ?? null, id: user.id };
}

/** A label for lists: the entry's title, name or question (a daily challenge's date). */
export function titleOf(snapshot: Snapshot): string {
  for (const field of ['title', 'name', 'question', 'slug', 'date']) {
    const value = snapshot[field];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 255);
  }
  return '(untitled)';
}

/** Marks the saves made by a restore, so their version says "restored" rather than "saved". */
const restoring = new AsyncLocalStorage<true>();
export const asRestore = <T>(work: () => Promise<T>) => restoring.run(true, work);

export async function recordVersion(
  strapi: Core.Strapi,
  input: { uid: string; documentId: string; action: VersionAction; data: Snapshot },
): Promise<void> {
  const who = editor(strapi);
  await withVersions(strapi, async (table) => {
    const previous = (await table()
      .where({ content_type: input.uid, document_id: input.documentId })
      .orderBy('id', 'desc')
      .first()) as Parameters<typeof fromStored>[0] | undefined;
    const before = previous ? fromStored(previous).data : null;
    await table().insert({
      content_type: input.uid,
      document_id: input.documentId,
      title: titleOf(input.data),
      action: input.action,
      data: JSON.stringify(input.data),
      changed_fields: JSON.stringify(changedFields(before, input.data)),
      editor_name: who.name,
      editor_id: who.id,
      created_at: Date.now(),
    });
  });
}

export function recordHistory(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as DocumentContext;
    if (!isVersioned(uid)) return next();
    if (action === 'delete' && params?.documentId) {
      const documentId = params.documentId;
      const data = await currentSnapshot(strapi, uid, documentId);
      const result = await next();
      if (data) await recordVersion(strapi, { uid, documentId, action: 'deleted', data });
      return result;
    }
    const recorded =
      restoring.getStore() && (action === 'update' || action === 'create')
        ? 'restored'
        : ACTIONS[action];
    if (!recorded) return next();
    const result = await next();
    const documentId =
      params?.documentId ?? (result as { documentId?: string } | null)?.documentId ?? null;
    if (documentId) {
      const data = await currentSnapshot(strapi, uid, documentId);
      if (data) await recordVersion(strapi, { uid, documentId, action: recorded, data });
    }
    return result;
  });
}
