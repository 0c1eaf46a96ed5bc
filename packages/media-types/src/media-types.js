// @ts-check
// The media the site shows, told by a file's first bytes, never by its name or by the type a
// browser claimed for it. Two processes judge files by it: the CMS refuses any other upload to
// its media library, and the web serves /uploads/* only when the bytes it is about to send are
// one of these. A file of any other kind (a web page, a script, an SVG, which browsers run as
// a page) therefore never reaches a reader from the site's origin. JavaScript with checked
// JSDoc types, like @apogee/env-file, because the CMS (compiled to CommonJS by Strapi) loads
// it with Node's require and has no compiler for a package's TypeScript.

/**
 * @typedef {'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'video/mp4' | 'video/webm'
 *   | 'application/pdf'} MediaType
 */

/** How many first bytes tell every type below. */
export const MEDIA_HEAD_BYTES = 16;

/**
 * Each type the site shows, with the file name extensions it goes by (the first is the one a
 * file whose name says something else is given): pictures of articles, issues and pages,
 * readers' story pictures and videos, and the PDF of an issue.
 *
 * @type {Readonly<Record<MediaType, readonly string[]>>}
 */
export const MEDIA_EXTENSIONS = Object.freeze({
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'video/mp4': ['.mp4'],
  'video/webm': ['.webm'],
  'application/pdf': ['.pdf'],
});

/** @type {readonly MediaType[]} */
export const SITE_MEDIA_TYPES = Object.freeze(
  /** @type {MediaType[]} */ (Object.keys(MEDIA_EXTENSIONS)),
);

/**
 * What the quiz-service sends with a reader's story: the picture re-encoded as WebP, or the
 * video as the reader sent it.
 *
 * @type {readonly MediaType[]}
 */
export const STORY_MEDIA_TYPES = Object.freeze(
  /** @type {MediaType[]} */ (['image/webp', 'video/mp4', 'video/webm']),
);

/** ISO media files ("ftyp" box) whose brand names a still picture (AVIF, HEIF), not a video. */
const PICTURE_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'mif1',
  'msf1',
]);

/**
 * @param {Uint8Array} head
 * @param {number} from
 * @param {number} to
 */
const text = (head, from, to) => String.fromCharCode(...head.subarray(from, to));

/**
 * @param {Uint8Array} head
 * @param {readonly number[]} bytes
 */
const startsWith = (head, bytes) => bytes.every((byte, at) => head[at] === byte);

/**
 * The type a file's first bytes (at least MEDIA_HEAD_BYTES of them, or the whole file) show,
 * or null for anything the site does not show: HTML, SVG, scripts, a renamed file.
 *
 * @param {Uint8Array} head
 * @returns {MediaType | null}
 */
export function mediaTypeOf(head) {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const six = text(head, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif';
  if (text(head, 0, 4) === 'RIFF' && text(head, 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 12 && text(head, 4, 8) === 'ftyp')
    return PICTURE_BRANDS.has(text(head, 8, 12)) ? null : 'video/mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (text(head, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/**
 * `name` when its extension is one of `type`'s, else `name` with the type's own extension in
 * place of its last one, so a file is stored and served under the name of what it is.
 *
 * @param {string} name
 * @param {MediaType} type
 * @returns {string}
 */
export function nameForType(name, type) {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot).toLowerCase() : '';
  const known = MEDIA_EXTENSIONS[type];
  if (known.includes(extension)) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}${known[0]}`;
}
