/**
 * Where the history of entries is kept: one row per recorded change (a save, a publish, an
 * unpublish, a delete, a restore), with the entry's writable fields as they were after it.
 * A plain table of ours, not a content type: it must stay out of the public APIs, the
 * content manager and the roles' permissions, and Strapi leaves tables it did not make alone.
 * Times are epoch milliseconds (the same on SQLite and PostgreSQL).
 */
import type { Core } from '@strapi/strapi';

export const VERSIONS_TABLE = 'apogee_entry_versions';

export type VersionAction =
  'created' | 'saved' | 'published' | 'unpublished' | 'deleted' | 'restored';

export interface VersionRow {
  id: number;
  contentType: string;
  documentId: string;
  title: string;
  action: VersionAction;
  /** The entry's writable fields (relations by documentId, media by file id). */
  data: Record<string, unknown>;
  /** The fields that differ from the version before. */
  changedFields: string[];
  editorName: string | null;
  editorId: number | null;
  createdAt: number;
  /** A deleted entry brought back from the trash: when, and as which document. */
  restoredAt: number | null;
  restoredAs: string | null;
}

export interface StoredRow {
  id: number;
  content_type: string;
  document_id: string;
  title: string;
  action: VersionAction;
  data: string;
  changed_fields: string;
  editor_name: string | null;
  editor_id: number | null;
  created_at: number | string;
  restored_at: number | string | null;
  restored_as: string | null;
}

const asNumber = (value: number | string | null) => (value === null ? null : Number(value));

export function fromStored(row: StoredRow): VersionRow {
  return {
    id: Number(row.id),
    contentType: row.content_type,
    documentId: row.document_id,
    title: row.title,
    action: row.action,
    data: JSON.parse(row.data) as Record<string, unknown>,
    changedFields: JSON.parse(row.changed_fields) as string[],
    editorName: row.editor_name,
    editorId: row.editor_id === null ? null : Number(row.editor_id),
    createdAt: Number(row.created_at),
    restoredAt: asNumber(row.restored_at),
    restoredAs: row.restored_as,
  };
}

/** A query on the versions table (Strapi's knex, whose types it does not export by name). */
export type VersionsQuery = ReturnType<Core.Strapi['db']['connection']>;

/** Runs `work` on the versions table, inside the caller's transaction when there is one. */
export function withVersions<T>(
  strapi: Core.Strapi,
  work: (table: () => VersionsQuery) => Promise<T>,
): Promise<T> {
  // Strapi types the callback's answer loosely (a promise of a promise); it is work's answer.
  return strapi.db.transaction(({ trx }) => {
    const schema = strapi.db.getSchemaName();
    const table = () => {
      const query = trx(VERSIONS_TABLE);
      return schema ? query.withSchema(schema) : query;
    };
    return work(table);
  }) as unknown as Promise<T>;
}

/** Makes the table on the first start (and its indexes); later starts find it. */
export async function ensureVersionsTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const schema = strapi.db.getSchemaName();
  const builder = schema ? knex.schema.withSchema(schema) : knex.schema;
  if (await builder.hasTable(VERSIONS_TABLE)) return;
  await builder.createTable(VERSIONS_TABLE, (table) => {
    table.increments('id');
    table.string('content_type', 120).notNullable();
    table.string('document_id', 64).notNullable();
    table.string('title', 255).notNullable().defaultTo('');
    table.string('action', 16).notNullable();
    table.text('data').notNullable();
    table.text('changed_fields').notNullable().defaultTo('[]');
    table.string('editor_name', 255).nullable();
    table.integer('editor_id').nullable();
    table.bigInteger('created_at').notNullable();
    table.bigInteger('restored_at').nullable();
    table.string('restored_as', 64).nullable();
    table.index(['content_type', 'document_id', 'id'], 'apogee_entry_versions_entry');
    table.index(['action', 'created_at'], 'apogee_entry_versions_action');
  });
}
