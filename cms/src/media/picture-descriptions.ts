/**
 * A picture's description (alternative text) lives in the media library. The Blocks editor
 * copies a picture's fields into the rich text when the editor inserts it, and when the library
 * had no description yet it writes the file's name instead ("inline.jpg"): the copy then goes
 * stale as soon as the editor describes the picture. So every reader of rich text gets the
 * library's current description, looked up by the file's id or, for pictures the editor
 * inserted (their copy has no id), by the file's hash; a picture the library no longer knows
 * keeps its copy, unless that copy is only the file's name, which is no description at all.
 */
import type { Core } from '@strapi/strapi';

/** The fields of a media library file a rich text picture carries (or an entry's media field). */
export interface PictureRef {
  id?: number;
  hash?: string | null;
  name?: string | null;
  mime?: string | null;
  url?: string | null;
  alternativeText?: string | null;
}

export interface LibraryFile {
  id: number;
  hash: string;
  name: string;
  mime: string;
  url: string;
  alternativeText: string | null;
}

interface Node {
  type?: unknown;
  image?: unknown;
  children?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A Blocks value: a list of nodes that each name their type. */
const isBlocks = (value: unknown[]): boolean =>
  value.length > 0 && value.every((node) => isObject(node) && typeof node.type === 'string');

/**
 * The pictures inserted into rich text (Blocks) anywhere in a value (an entry, a list of them,
 * their relations). Pictures are top-level blocks, so a Blocks value is read one level deep,
 * not node by node: a long article costs its number of paragraphs, not of words.
 */
export function richTextPictures(value: unknown): PictureRef[] {
  const found: PictureRef[] = [];
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (Array.isArray(next)) {
      if (isBlocks(next)) {
        for (const node of next as Node[])
          if (node.type === 'image' && isObject(node.image)) found.push(node.image as PictureRef);
      } else for (const item of next) pending.push(item);
    } else if (isObject(next)) {
      for (const child of Object.values(next))
        if (typeof child === 'object' && child !== null) pending.push(child);
    }
  }
  return found;
}

/** The library's files behind the pictures, found by id or hash (one query). */
export async function libraryFiles(
  strapi: Core.Strapi,
  pictures: PictureRef[],
): Promise<(picture: PictureRef) => LibraryFile | undefined> {
  const ids = [...new Set(pictures.flatMap((p) => (typeof p.id === 'number' ? [p.id] : [])))];
  const hashes = [
    ...new Set(pictures.flatMap((p) => (typeof p.hash === 'string' && p.hash ? [p.hash] : []))),
  ];
  const files =
    ids.length || hashes.length
      ? ((await strapi.db.query('plugin::upload.file').findMany({
          where: { $or: [{ id: { $in: ids } }, { hash: { $in: hashes } }] },
          select: ['id', 'hash', 'name', 'mime', 'url', 'alternativeText'],
        })) as LibraryFile[])
      : [];
  const byId = new Map(files.map((file) => [Number(file.id), file]));
  const byHash = new Map(files.map((file) => [file.hash, file]));
  return (picture) =>
    (typeof picture.id === 'number' ? byId.get(picture.id) : undefined) ??
    (picture.hash ? byHash.get(picture.hash) : undefined);
}

/** What readers are told a picture shows: the library's words, never a file name. */
export function currentDescription(picture: PictureRef, file: LibraryFile | undefined): string {
  const text = (file ? file.alternativeText : picture.alternativeText)?.trim() ?? '';
  const names = [file?.name, picture.name].filter(Boolean);
  return names.includes(text) ? '' : text;
}

const READS = new Set(['findMany', 'findFirst', 'findOne']);

/**
 * Every read of content (the site's GraphQL, the REST API, the admin's own screens) answers
 * rich text pictures with the library's current description.
 */
export function registerCurrentDescriptions(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const { uid, action } = context as unknown as { uid: string; action: string };
    if (!uid.startsWith('api::') || !READS.has(action) || !result) return result;
    const pictures = richTextPictures(result);
    if (pictures.length === 0) return result;
    const fileOf = await libraryFiles(strapi, pictures);
    for (const picture of pictures) {
      picture.alternativeText = currentDescription(picture, fileOf(picture));
    }
    return result;
  });
}
