/**
 * The media library keeps only what the site shows: pictures (JPEG, PNG, GIF, WebP), videos
 * (MP4, WebM) and PDFs, told by the file's first bytes. Strapi's own check trusts a file's name
 * when its content says nothing it knows (an HTML page named photo.jpg passes it), and a web
 * page, a script or an SVG in the library would be served from the site's origin, where it
 * could act as the reader who opened it. So every upload and replacement, from the admin, the
 * content API or the seed, passes through the upload service's `upload` and `replace`, wrapped
 * here: a file of another kind is refused with a message naming it, and a file that is kept is
 * stored under its real type and an extension of that type.
 *
 * The quiz-service's token uploads readers' story media only (WebP pictures, it re-encodes
 * every picture, and MP4 or WebM videos) and never replaces a file already in the library.
 */
import { open } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  MEDIA_HEAD_BYTES,
  SITE_MEDIA_TYPES,
  STORY_MEDIA_TYPES,
  mediaTypeOf,
  nameForType,
  type MediaType,
} from '@apogee/media-types';
import { requestTokenRole } from '../access/token-guards';

/** A file as the upload service gets it (formidable's fields, or the seed's). */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  /** Strapi stores this as the file's type when it is set. */
  detectedMimeType?: string;
}

export const uploadMessages = {
  notSiteMedia: (name: string) =>
    `"${name}" cannot be added: the media library takes pictures (JPEG, PNG, GIF, WebP), videos (MP4, WebM) and PDF files only, told by what the file holds, not by its name.`,
  notStoryMedia: (name: string) =>
    `"${name}" cannot be added: this token uploads story pictures (WebP) and videos (MP4, WebM) only.`,
  noReplace: 'This token adds new story media only; it cannot replace a file in the library.',
} as const;

async function firstBytes(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(MEDIA_HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, MEDIA_HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * The type of `file` by its bytes when it is one of `allowed`, after giving the file that type
 * and a name with an extension of it; a ValidationError with `refusal` otherwise.
 */
export async function checkUploadedFile(
  file: IncomingFile,
  allowed: readonly MediaType[],
  refusal: (name: string) => string = uploadMessages.notSiteMedia,
): Promise<MediaType> {
  const name = file.originalFilename || 'This file';
  const type = mediaTypeOf(await firstBytes(file.filepath));
  if (!type || !allowed.includes(type)) throw new errors.ValidationError(refusal(name));
  file.mimetype = type;
  file.detectedMimeType = type;
  if (file.originalFilename) file.originalFilename = nameForType(file.originalFilename, type);
  return type;
}

interface UploadService {
  upload(input: { data: unknown; files: IncomingFile | IncomingFile[] }, opts?: unknown): unknown;
  replace(id: unknown, input: { data: unknown; file: IncomingFile }, opts?: unknown): unknown;
}

/** Wraps the upload service so that nothing reaches the library unchecked. */
export function registerUploadCheck(strapi: Core.Strapi): void {
  const service = strapi.plugin('upload').service('upload') as unknown as UploadService;
  const upload = service.upload.bind(service);
  const replace = service.replace.bind(service);

  const checkAll = async (files: IncomingFile | IncomingFile[]) => {
    const story = requestTokenRole(strapi) === 'quiz';
    for (const file of Array.isArray(files) ? files : [files]) {
      if (story) await checkUploadedFile(file, STORY_MEDIA_TYPES, uploadMessages.notStoryMedia);
      else await checkUploadedFile(file, SITE_MEDIA_TYPES);
    }
  };

  service.upload = async (input, opts) => {
    await checkAll(input.files);
    return upload(input, opts);
  };
  service.replace = async (id, input, opts) => {
    if (requestTokenRole(strapi) === 'quiz')
      throw new errors.ForbiddenError(uploadMessages.noReplace);
    await checkAll(input.file);
    return replace(id, input, opts);
  };
}
