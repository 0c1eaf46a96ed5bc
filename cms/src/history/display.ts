/**
 * A version's fields as an editor reads them side by side with the entry as it is now: text
 * as text, rich text without its markup, related entries by their names, pictures by their
 * file names, components as "field: value" lines.
 */
import type { Core } from '@strapi/strapi';
import { attributesOf, type Snapshot } from './snapshot';

export interface ComparedField {
  field: string;
  version: string;
  current: string;
  changed: boolean;
}

const NONE = '—';
const LONGEST = 4000;

function blocksText(value: unknown): string {
  if (!Array.isArray(value)) return '';
  const lines: string[] = [];
  const walk = (node: unknown): string => {
    if (!node || typeof node !== 'object') return '';
    const { text, children } = node as { text?: unknown; children?: unknown };
    if (typeof text === 'string') return text;
    return Array.isArray(children) ? children.map(walk).join('') : '';
  };
  for (const block of value) lines.push(walk(block));
  return lines.filter(Boolean).join('\n');
}

async function names(strapi: Core.Strapi, target: string, ids: string[]): Promise<string> {
  if (ids.length === 0) return NONE;
  const rows = (await strapi.db.query(target as 'api::blog.blog').findMany({
    where: { documentId: { $in: ids } },
  })) as Record<string, unknown>[];
  const label = new Map(
    rows.map((row) => [
      String(row.documentId),
      String(row.name ?? row.title ?? row.question ?? row.slug ?? row.documentId),
    ]),
  );
  return ids.map((id) => label.get(id) ?? `(deleted ${id})`).join(', ');
}

async function fileNames(strapi: Core.Strapi, ids: number[]): Promise<string> {
  if (ids.length === 0) return NONE;
  const rows = (await strapi.db.query('plugin::upload.file').findMany({
    where: { id: { $in: ids } },
    select: ['id', 'name'],
  })) as { id: number; name: string }[];
  const label = new Map(rows.map((row) => [Number(row.id), row.name]));
  return ids.map((id) => label.get(id) ?? `(deleted file ${id})`).join(', ');
}

/** One field's value as text. */
export async function displayValue(
  strapi: Core.Strapi,
  uid: string,
  field: string,
  value: unknown,
): Promise<string> {
  const attribute = attributesOf(strapi, uid)[field];
  if (value === null || value === undefined || value === '') return NONE;
  let text: string;
  if (attribute?.type === 'relation' && attribute.target) {
    text = await names(
      strapi,
      attribute.target,
      (Array.isArray(value) ? value : [value]).map(String),
    );
  } else if (attribute?.type === 'media') {
    text = await fileNames(strapi, (Array.isArray(value) ? value : [value]).map(Number));
  } else if (attribute?.type === 'blocks') {
    text = blocksText(value) || NONE;
  } else if (attribute?.type === 'component' && attribute.component) {
    const component = attribute.component;
    const one = async (item: unknown) => {
      if (!item || typeof item !== 'object') return NONE;
      const lines = await Promise.all(
        Object.entries(item as Snapshot).map(
          async ([name, inner]) => `${name}: ${await displayValue(strapi, component, name, inner)}`,
        ),
      );
      return lines.join('\n');
    };
    text = Array.isArray(value)
      ? (await Promise.all(value.map(one))).map((item, i) => `#${i + 1}\n${item}`).join('\n\n')
      : await one(value);
  } else if (typeof value === 'boolean') {
    text = value ? 'Yes' : 'No';
  } else if (typeof value === 'object') {
    text = JSON.stringify(value, null, 2);
  } else {
    text = String(value);
  }
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text;
}

/** Every field of the version beside the entry's current value, in the schema's order. */
export async function compareFields(
  strapi: Core.Strapi,
  uid: string,
  version: Snapshot,
  current: Snapshot | null,
): Promise<ComparedField[]> {
  const fields = Object.keys(attributesOf(strapi, uid)).filter(
    (field) => field in version || (current !== null && field in current),
  );
  return Promise.all(
    fields.map(async (field) => ({
      field,
      version: await displayValue(strapi, uid, field, version[field]),
      current: current ? await displayValue(strapi, uid, field, current[field]) : NONE,
      changed:
        current !== null &&
        JSON.stringify(version[field] ?? null) !== JSON.stringify(current[field] ?? null),
    })),
  );
}
