// What an uploaded file really is, told by its first bytes, whatever its name or declared type.

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';
export type VideoKind = 'mp4' | 'webm';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** JPEG, PNG, GIF or WebP; null for anything else (SVG, HTML, a renamed file). */
export function imageKind(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const six = head.subarray(0, 6).toString('latin1');
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif';
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** MP4 (an "ftyp" box first) or WebM (an EBML header); null for anything else. */
export function videoKind(head: Buffer): VideoKind | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (head.subarray(0, 4).equals(EBML_MAGIC)) return 'webm';
  return null;
}
