// What an uploaded file really is, told by its first bytes, whatever its name or declared type.

export type { ImageKind } from '@apogee/contracts/image-kind';
// Pictures are told the same way by the site, before it sends a reader's avatar.
export { imageKind } from '@apogee/contracts/image-kind';

export type VideoKind = 'mp4' | 'webm';

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** MP4 (an "ftyp" box first) or WebM (an EBML header); null for anything else. */
export function videoKind(head: Buffer): VideoKind | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (head.subarray(0, 4).equals(EBML_MAGIC)) return 'webm';
  return null;
}
