/**
 * An entry's writable fields, as a version keeps them and as a restore writes them back:
 * scalars as they are, relations by documentId, media by file id, components without their
 * row ids. What publishing or the review sets (dates, stage) and the inverse side of a
 * relation (a category's list of articles) are not the entry's own content and are left out.
 */
import type { Core } from '@strapi/strapi';

interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  mappedBy?: string;
  multiple?: boolean;
  component?: string;
  repeatable?: boolean;
}
type Attributes = Record<string, Attribute>;

/** Set by Strapi, by publishing or by the review, never typed as content. */
const NOT_CONTENT = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
  'publicationDate',
  'reviewStage',
]);

export type Snapshot = Record<string, unknown>;

function contentAttributes(attributes: Attributes): [string, Attribute][] {
  return Object.entries(attributes).filter(
    ([name, attribute]) =>
      !NOT_CONTENT.has(name) &&
      attribute.type !== 'dynamiczone' &&
      !(attribute.type === 'relation' && (attribute.mappedBy || !attribute.target)),
  );
}

export function attributesOf(strapi: Core.Strapi, uid: string): Attributes {
  const model =
    (strapi.contentTypes as unknown as Record<string, { attributes: Attributes } | undefined>)[
      uid
    ] ??
    (strapi.components as unknown as Record<string, { attributes: Attributes } | undefined>)[uid];
  if (!model) throw new Error(`Unknown model ${uid}.`);
  return model.attributes;
}

/** What findOne must populate for a snapshot of `uid`. */
export function populateFor(strapi: Core.Strapi, uid: string): Record<string, unknown> {
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of contentAttributes(attributesOf(strapi, uid))) {
    if (attribute.type === 'relation') populate[name] = { fields: ['documentId'] };
    else if (attribute.type === 'media') populate[name] = { fields: ['id'] };
    else if (attribute.type === 'component' && attribute.component)
      populate[name] = { populate: populateFor(strapi, attribute.component) };
  }
  return populate;
}

const documentIdOf = (value: unknown) =>
  value && typeof value === 'object' && 'documentId' in value
    ? String((value as { documentId: unknown }).documentId)
    : null;
const fileIdOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value
    ? Number((value as { id: unknown }).id)
    : null;

/** The writable fields of a populated entry (or component). */
export function toSnapshot(strapi: Core.Strapi, uid: string, entry: Snapshot): Snapshot {
  const snapshot: Snapshot = {};
  for (const [name, attribute] of contentAttributes(attributesOf(strapi, uid))) {
    const value = entry[name];
    if (attribute.type === 'relation') {
      snapshot[name] = Array.isArray(value)
        ? value.map(documentIdOf).filter((id): id is string => id !== null)
        : documentIdOf(value);
    } else if (attribute.type === 'media') {
      snapshot[name] = Array.isArray(value)
        ? value.map(fileIdOf).filter((id): id is number => id !== null)
        : fileIdOf(value);
    } else if (attribute.type === 'component' && attribute.component) {
      const component = attribute.component;
      const one = (item: unknown) =>
        item && typeof item === 'object' ? toSnapshot(strapi, component, item as Snapshot) : null;
      snapshot[name] = Array.isArray(value) ? value.map(one) : one(value);
    } else {
      snapshot[name] = value ?? null;
    }
  }
  return snapshot;
}

/** The current draft of an entry as a snapshot; null when there is none. */
export async function currentSnapshot(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
): Promise<Snapshot | null> {
  const documents = strapi.documents(uid as 'api::blog.blog');
  const entry = (await documents.findOne({
    documentId,
    status: 'draft',
    populate: populateFor(strapi, uid) as never,
  })) as Snapshot | null;
  return entry ? toSnapshot(strapi, uid, entry) : null;
}

/** The fields whose value differs between two snapshots. */
export function changedFields(before: Snapshot | null, after: Snapshot): string[] {
  if (!before) return [];
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null),
  );
}

/**
 * A snapshot as document-service input: relations as `set` lists (targets deleted since are
 * dropped), media whose file is gone dropped too.
 */
export async function toWritable(
  strapi: Core.Strapi,
  uid: string,
  snapshot: Snapshot,
): Promise<Snapshot> {
  const data: Snapshot = {};
  for (const [name, attribute] of contentAttributes(attributesOf(strapi, uid))) {
    if (!(name in snapshot)) continue;
    const value = snapshot[name];
    if (attribute.type === 'relation' && attribute.target) {
      const ids = (Array.isArray(value) ? value : value ? [value] : []).map(String);
      const existing = ids.length
        ? ((await strapi.db.query(attribute.target as 'api::blog.blog').findMany({
            where: { documentId: { $in: ids } },
            select: ['documentId'],
          })) as { documentId: string }[])
        : [];
      const live = new Set(existing.map((row) => row.documentId));
      data[name] = { set: ids.filter((id) => live.has(id)).map((documentId) => ({ documentId })) };
    } else if (attribute.type === 'media') {
      const ids = (Array.isArray(value) ? value : value ? [value] : []).map(Number);
      const existing = ids.length
        ? ((await strapi.db.query('plugin::upload.file').findMany({
            where: { id: { $in: ids } },
            select: ['id'],
          })) as { id: number }[])
        : [];
      const live = new Set(existing.map((row) => Number(row.id)));
      const kept = ids.filter((id) => live.has(id));
      data[name] = attribute.multiple ? kept : (kept[0] ?? null);
    } else if (attribute.type === 'component' && attribute.component) {
      const component = attribute.component;
      const one = async (item: unknown) =>
        item && typeof item === 'object' ? toWritable(strapi, component, item as Snapshot) : null;
      data[name] = Array.isArray(value) ? await Promise.all(value.map(one)) : await one(value);
    } else {
      data[name] = value;
    }
  }
  return data;
}
