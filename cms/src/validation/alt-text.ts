/**
 * Every picture readers see in an article or a story has alternative text: screen readers read
 * it, and search engines index it. The media library leaves it optional, so publishing checks
 * it: an article's feature image and the pictures in its text, a story's pictures (videos have
 * their captions). The message names each picture, so the editor knows which to describe.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  currentDescription,
  libraryFiles,
  type PictureRef,
  richTextPictures,
} from '../media/picture-descriptions';

interface MediaFile extends PictureRef {
  id?: number;
}

const isPicture = (file: PictureRef) => (file.mime ?? 'image/').startsWith('image/');

/** A picture readers see in an entry, with its file in the media library and its description. */
export interface EntryPicture {
  /** The library's file id; null when the library no longer has the file. */
  id: number | null;
  name: string;
  url: string | null;
  /** The description readers get ('' for none). */
  description: string;
}

const PICTURE_FIELDS = ['id', 'hash', 'name', 'mime', 'url', 'alternativeText'];

/**
 * The pictures of a draft readers would see: an article's feature image and the pictures in
 * its text, a story's pictures (videos have their captions), each once.
 */
export async function draftPictures(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
): Promise<EntryPicture[]> {
  const query = strapi.db.query(uid as 'api::blog.blog');
  const where = { documentId, publishedAt: null };
  let files: MediaFile[] = [];
  if (uid === 'api::blog.blog') {
    const draft = (await query.findOne({
      where,
      select: ['content'],
      populate: { featureImage: { select: PICTURE_FIELDS } },
    })) as { content?: unknown; featureImage?: MediaFile | null } | null;
    files = [
      ...(draft?.featureImage ? [draft.featureImage] : []),
      ...richTextPictures(draft?.content),
    ];
  } else if (uid === 'api::story.story') {
    const draft = (await query.findOne({
      where,
      select: ['id'],
      populate: { pages: { populate: { media: { select: PICTURE_FIELDS } } } },
    })) as { pages?: { media?: MediaFile | null }[] } | null;
    files = (draft?.pages ?? []).flatMap((page) => (page.media ? [page.media] : []));
  }
  // A picture in rich text keeps the fields it had when inserted: the library's are current.
  const fileOf = await libraryFiles(strapi, files);
  const seen = new Set<string>();
  const pictures: EntryPicture[] = [];
  for (const picture of files) {
    const file = fileOf(picture);
    const known = file ?? picture;
    if (!isPicture(known)) continue;
    const key = file ? `file:${file.id}` : `name:${picture.name ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pictures.push({
      id: file ? Number(file.id) : null,
      name: known.name ?? 'unnamed',
      url: known.url ?? null,
      description: currentDescription(picture, file),
    });
  }
  return pictures;
}

/** Which pictures of a draft readers would see without a description. */
async function undescribedPictures(strapi: Core.Strapi, uid: string, documentId: string) {
  const pictures = await draftPictures(strapi, uid, documentId);
  return [...new Set(pictures.filter((picture) => !picture.description).map((p) => p.name))];
}

export async function assertPicturesDescribed(
  strapi: Core.Strapi,
  uid: string,
  documentId: string | undefined,
) {
  if (!documentId || (uid !== 'api::blog.blog' && uid !== 'api::story.story')) return;
  const missing = await undescribedPictures(strapi, uid, documentId);
  if (missing.length === 0) return;
  const names = missing.map((name) => `"${name}"`).join(', ');
  const message =
    `Add alternative text to ${missing.length === 1 ? 'the picture' : 'the pictures'} ${names} ` +
    'before publishing (the Pictures panel beside the editor, or the Media Library): a sentence saying what each shows, for readers who cannot see it.';
  throw new errors.ValidationError(message, {
    errors: [
      {
        path: [uid === 'api::blog.blog' ? 'featureImage' : 'pages'],
        message,
        name: 'ValidationError',
      },
    ],
  });
}
