/**
 * Every picture readers see in an article or a story has alternative text: screen readers read
 * it, and search engines index it. The media library leaves it optional, so publishing checks
 * it: an article's feature image and the pictures in its text, a story's pictures (videos have
 * their captions). The message names each picture, so the editor knows which to describe.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

interface MediaFile {
  id?: number;
  name?: string | null;
  mime?: string | null;
  alternativeText?: string | null;
}

interface Node {
  type?: string;
  image?: MediaFile;
  children?: Node[];
}

const isPicture = (file: MediaFile) => (file.mime ?? 'image/').startsWith('image/');

/** The pictures inserted into rich text (Blocks), at any depth. */
function pictureNodes(nodes: unknown): MediaFile[] {
  if (!Array.isArray(nodes)) return [];
  return (nodes as Node[]).flatMap((node) => [
    ...(node?.type === 'image' && node.image ? [node.image] : []),
    ...pictureNodes(node?.children),
  ]);
}

/** Which pictures of a draft readers would see without a description. */
async function undescribedPictures(strapi: Core.Strapi, uid: string, documentId: string) {
  const query = strapi.db.query(uid as 'api::blog.blog');
  const where = { documentId, publishedAt: null };
  let files: MediaFile[] = [];
  if (uid === 'api::blog.blog') {
    const draft = (await query.findOne({
      where,
      select: ['content'],
      populate: { featureImage: { select: ['id', 'name', 'mime', 'alternativeText'] } },
    })) as { content?: unknown; featureImage?: MediaFile | null } | null;
    files = [...(draft?.featureImage ? [draft.featureImage] : []), ...pictureNodes(draft?.content)];
  } else if (uid === 'api::story.story') {
    const draft = (await query.findOne({
      where,
      select: ['id'],
      populate: {
        pages: { populate: { media: { select: ['id', 'name', 'mime', 'alternativeText'] } } },
      },
    })) as { pages?: { media?: MediaFile | null }[] } | null;
    files = (draft?.pages ?? []).flatMap((page) => (page.media ? [page.media] : []));
  }
  // A picture in rich text keeps the description it had when inserted: the library's is current.
  const ids = files.map((file) => file.id).filter((id): id is number => typeof id === 'number');
  const current = new Map(
    (
      (await strapi.db.query('plugin::upload.file').findMany({
        where: { id: { $in: ids } },
        select: ['id', 'name', 'mime', 'alternativeText'],
      })) as MediaFile[]
    ).map((file) => [file.id, file]),
  );
  const missing = new Set<string>();
  for (const file of files) {
    const known = (file.id !== undefined && current.get(file.id)) || file;
    if (isPicture(known) && !known.alternativeText?.trim()) missing.add(known.name ?? 'unnamed');
  }
  return [...missing];
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
    'in the Media Library before publishing: a sentence saying what each shows, for readers who cannot see it.';
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
