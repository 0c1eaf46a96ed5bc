// What a picture really is, told by its first bytes, whatever its name or declared type: the
// quiz-service refuses anything else as an avatar or a story picture, and the site checks a
// chosen avatar the same way before sending it.

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** How many bytes from the start of a file `imageKind` needs to read. */
export const IMAGE_KIND_HEAD_BYTES = 12;

/** The accepted pictures' types, for a file input's `accept`. */
export const IMAGE_KIND_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const text = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** JPEG, PNG, GIF or WebP; null for anything else (SVG, HTML, a renamed file). */
export function imageKind(head: Uint8Array): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  const six = text(head, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif';
  if (text(head, 0, 4) === 'RIFF' && text(head, 8, 12) === 'WEBP') return 'webp';
  return null;
}
