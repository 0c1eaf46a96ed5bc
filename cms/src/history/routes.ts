/**
 * The admin's history and trash, for signed-in admin users (the edit view's History panel and
 * the "History & trash" page ask them):
 *
 * - GET  /newsroom/history?contentType=…&documentId=…  an entry's versions, newest first
 * - GET  /newsroom/history/:id                          a version beside the entry as it is now
 * - POST /newsroom/history/:id/restore                  writes a version back into the draft
 * - GET  /newsroom/trash                                deleted entries, restorable for 30 days
 * - POST /newsroom/trash/:id/restore                    brings one back as a draft
 *
 * Restoring needs the same permission as editing (or creating) the entry in the admin.
 */
import type { Core } from '@strapi/strapi';
import { compareFields } from './display';
import { asRestore } from './record';
import { isVersioned } from './versioned-types';
import { currentSnapshot, toWritable } from './snapshot';
import { RestoreRefused, restoreFromTrash, TRASH_DAYS, trashedEntries } from './trash';
import { fromStored, type StoredRow, type VersionRow, withVersions } from './versions-table';

const SHOWN = 100;
const DAY = 24 * 60 * 60 * 1000;

interface AdminContext {
  params: Record<string, string>;
  query: Record<string, unknown>;
  status: number;
  body: unknown;
  state: { userAbility?: { can(action: string, subject?: string): boolean } };
}

function refuse(ctx: AdminContext, status: number, message: string) {
  ctx.status = status;
  ctx.body = { error: { status, message } };
}

type Ability = NonNullable<AdminContext['state']['userAbility']>;
interface PermissionChecker {
  can: Record<'read' | 'create' | 'update', (entity?: unknown) => boolean>;
}

/**
 * Whether the signed-in user may do `action` on the type or on one entry (the content
 * manager's own check: an author may change only what they created).
 */
async function may(
  strapi: Core.Strapi,
  ctx: AdminContext,
  action: 'update' | 'create' | 'read',
  uid: string,
  documentId?: string,
): Promise<boolean> {
  const userAbility = ctx.state.userAbility as Ability | undefined;
  if (!userAbility) return false;
  const checker = (
    strapi.plugin('content-manager').service('permission-checker') as unknown as {
      create(input: { userAbility: Ability; model: string }): PermissionChecker;
    }
  ).create({ userAbility, model: uid });
  if (!documentId) return checker.can[action]();
  const entity = await strapi.db
    .query(uid as 'api::blog.blog')
    .findOne({ where: { documentId }, populate: ['createdBy'] });
  return entity ? checker.can[action](entity) : checker.can[action]();
}

function summary(version: VersionRow) {
  return {
    id: version.id,
    contentType: version.contentType,
    documentId: version.documentId,
    title: version.title,
    action: version.action,
    changedFields: version.changedFields,
    editorName: version.editorName,
    createdAt: new Date(version.createdAt).toISOString(),
  };
}

function typeName(strapi: Core.Strapi, uid: string): string {
  const model = (
    strapi.contentTypes as unknown as Record<string, { info?: { displayName?: string } }>
  )[uid];
  return model?.info?.displayName ?? uid;
}

async function versionById(strapi: Core.Strapi, id: string): Promise<VersionRow | null> {
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number < 1) return null;
  const row = (await withVersions(strapi, (table) => table().where({ id: number }).first())) as
    StoredRow | undefined;
  return row ? fromStored(row) : null;
}

export function registerHistoryRoutes(strapi: Core.Strapi) {
  const policies = ['admin::isAuthenticatedAdmin'];
  strapi.server.routes({
    type: 'admin',
    prefix: '/newsroom',
    routes: [
      {
        method: 'GET',
        path: '/history',
        handler: async (ctx: AdminContext) => {
          const uid = String(ctx.query.contentType ?? '');
          const documentId = String(ctx.query.documentId ?? '');
          if (!isVersioned(uid) || !/^[a-z0-9]{1,64}$/.test(documentId))
            return refuse(ctx, 400, 'Name a content type with a history and an entry.');
          if (!(await may(strapi, ctx, 'read', uid)))
            return refuse(ctx, 403, 'You cannot read these entries.');
          const rows = (await withVersions(strapi, (table) =>
            table()
              .where({ content_type: uid, document_id: documentId })
              .orderBy('id', 'desc')
              .limit(SHOWN),
          )) as StoredRow[];
          ctx.body = { versions: rows.map((row) => summary(fromStored(row))) };
        },
        config: { policies },
      },
      {
        method: 'GET',
        path: '/history/:id',
        handler: async (ctx: AdminContext) => {
          const version = await versionById(strapi, ctx.params.id ?? '');
          if (!version || !isVersioned(version.contentType))
            return refuse(ctx, 404, 'No such version.');
          if (!(await may(strapi, ctx, 'read', version.contentType)))
            return refuse(ctx, 403, 'You cannot read these entries.');
          const current = await currentSnapshot(strapi, version.contentType, version.documentId);
          ctx.body = {
            version: { ...summary(version), typeName: typeName(strapi, version.contentType) },
            entryExists: current !== null,
            fields: await compareFields(strapi, version.contentType, version.data, current),
          };
        },
        config: { policies },
      },
      {
        method: 'POST',
        path: '/history/:id/restore',
        handler: async (ctx: AdminContext) => {
          const version = await versionById(strapi, ctx.params.id ?? '');
          if (!version || !isVersioned(version.contentType))
            return refuse(ctx, 404, 'No such version.');
          const uid = version.contentType;
          if (!(await may(strapi, ctx, 'update', uid, version.documentId)))
            return refuse(ctx, 403, 'You cannot edit this entry, so you cannot restore it.');
          const exists = await strapi.db
            .query(uid as 'api::blog.blog')
            .findOne({ where: { documentId: version.documentId }, select: ['id'] });
          if (!exists)
            return refuse(ctx, 409, 'This entry was deleted: restore it from the trash first.');
          const data = await toWritable(strapi, uid, version.data);
          await asRestore(() =>
            strapi
              .documents(uid as 'api::blog.blog')
              .update({ documentId: version.documentId, data: data as never }),
          );
          ctx.body = { restored: summary(version) };
        },
        config: { policies },
      },
      {
        method: 'GET',
        path: '/trash',
        handler: async (ctx: AdminContext) => {
          const readable = new Map<string, boolean>();
          const entries = [];
          for (const entry of await trashedEntries(strapi)) {
            if (!readable.has(entry.contentType))
              readable.set(entry.contentType, await may(strapi, ctx, 'read', entry.contentType));
            if (readable.get(entry.contentType)) entries.push(entry);
          }
          ctx.body = {
            days: TRASH_DAYS,
            entries: entries.map((entry) => ({
              ...summary(entry),
              typeName: typeName(strapi, entry.contentType),
              deletedAt: new Date(entry.createdAt).toISOString(),
              expiresAt: new Date(entry.createdAt + TRASH_DAYS * DAY).toISOString(),
            })),
          };
        },
        config: { policies },
      },
      {
        method: 'POST',
        path: '/trash/:id/restore',
        handler: async (ctx: AdminContext) => {
          const version = await versionById(strapi, ctx.params.id ?? '');
          if (version && !(await may(strapi, ctx, 'create', version.contentType)))
            return refuse(ctx, 403, 'You cannot create these entries, so you cannot restore one.');
          try {
            ctx.body = {
              restored: await restoreFromTrash(strapi, version?.id ?? 0),
            };
          } catch (error) {
            if (error instanceof RestoreRefused) return refuse(ctx, error.status, error.message);
            throw error;
          }
        },
        config: { policies },
      },
    ],
    // Strapi's router type names handlers by string; a function handler is accepted as well.
  } as never);
}
