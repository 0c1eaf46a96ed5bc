import type { ImageKind } from './media-kind';

/** A byte range [start, end) of a file. */
export type ByteRange = readonly [number, number];

/** How a picture or video file is laid out, as far as hidden content is concerned. */
export interface MediaLayout {
  /** Where the format's own structure ends: bytes after it belong to no picture or video. */
  end: number;
  /**
   * Compressed pixels or video frames: bytes that look random, where short tags such as
   * `<svg` turn up by chance. Everything else (headers, metadata, comments) is where text hides.
   */
  media: ByteRange[];
}

/**
 * JPEG: marker segments up to the end-of-image marker. Cameras and phones store extra pictures
 * (previews, HDR gain maps: Multi-Picture Format) as whole JPEGs right after the first one, so a
 * JPEG that follows is walked too; anything else after the last end marker is left outside.
 */
function jpegLayout(data: Buffer): MediaLayout | null {
  const media: ByteRange[] = [];
  let pos = 0;
  let end = 0;
  while (data[pos] === 0xff && data[pos + 1] === 0xd8 && data[pos + 2] === 0xff) {
    pos += 2;
    for (;;) {
      if (data[pos] !== 0xff) return null;
      while (data[pos] === 0xff) pos += 1; // fill bytes before a marker
      const marker = data[pos];
      if (marker === undefined) return null;
      pos += 1;
      if (marker === 0xd9) break; // end of image
      if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // no length
      if (pos + 2 > data.length) return null;
      const length = data.readUInt16BE(pos);
      if (length < 2 || pos + length > data.length) return null;
      pos += length;
      if (marker !== 0xda) continue;
      // Start of scan: entropy-coded pixels run to the next marker that is not a stuffed 0xFF00
      // or a restart marker.
      const scanStart = pos;
      for (;;) {
        pos = data.indexOf(0xff, pos);
        if (pos < 0 || pos + 1 >= data.length) return null;
        const next = data[pos + 1] as number;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) pos += 2;
        else if (next === 0xff) pos += 1;
        else break;
      }
      media.push([scanStart, pos]);
    }
    end = pos;
    // Zero padding may sit between the pictures of a multi-picture file.
    while (data[pos] === 0x00) pos += 1;
  }
  return end > 0 ? { end, media } : null;
}

/** PNG: chunks up to IEND; image data (IDAT, and fdAT of animated PNGs) is media. */
function pngLayout(data: Buffer): MediaLayout | null {
  const media: ByteRange[] = [];
  let pos = 8;
  while (pos + 12 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    const start = pos + 8;
    const stop = start + length;
    if (stop + 4 > data.length) return null;
    if (type === 'IDAT' || type === 'fdAT') media.push([start, stop]);
    pos = stop + 4; // after the CRC
    if (type === 'IEND') return { end: pos, media };
  }
  return null;
}

/** Length of a chain of GIF sub-blocks starting at pos (ending with an empty one), or -1. */
function gifSubBlocksEnd(data: Buffer, start: number): number {
  let pos = start;
  for (;;) {
    const size = data[pos];
    if (size === undefined) return -1;
    pos += 1 + size;
    if (size === 0) return pos > data.length ? -1 : pos;
  }
}

/** GIF: blocks up to the trailer byte; the compressed frames are media. */
function gifLayout(data: Buffer): MediaLayout | null {
  const media: ByteRange[] = [];
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  if (data.length < 13) return null;
  let pos = 13 + colourTable(data[10] as number);
  for (;;) {
    const block = data[pos];
    if (block === 0x3b) return { end: pos + 1, media };
    if (block === 0x21) {
      // Extension: label, then sub-blocks (comments, application data, frame controls).
      pos = gifSubBlocksEnd(data, pos + 2);
    } else if (block === 0x2c) {
      // Image descriptor (10 bytes), local colour table, LZW code size, then the frame data.
      if (pos + 10 > data.length) return null;
      const start = pos + 10 + colourTable(data[pos + 9] as number) + 1;
      pos = gifSubBlocksEnd(data, start);
      if (pos >= 0) media.push([start, pos]);
    } else {
      return null;
    }
    if (pos < 0) return null;
  }
}

const WEBP_MEDIA_CHUNKS = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANMF']);

/** WebP: the RIFF container's declared size; frame chunks are media, EXIF/XMP/ICC are not. */
function webpLayout(data: Buffer): MediaLayout | null {
  if (data.length < 12) return null;
  const end = 8 + data.readUInt32LE(4);
  if (end > data.length) return null;
  const media: ByteRange[] = [];
  let pos = 12;
  while (pos < end) {
    if (pos + 8 > end) return null;
    const type = data.toString('latin1', pos, pos + 4);
    const size = data.readUInt32LE(pos + 4);
    const start = pos + 8;
    if (start + size > end) return null;
    if (WEBP_MEDIA_CHUNKS.has(type)) media.push([start, start + size]);
    pos = start + size + (size % 2); // chunks are padded to an even length
  }
  return { end, media };
}

/** The layout of a picture, or null when its structure does not hold together. */
export function imageLayout(data: Buffer, kind: ImageKind): MediaLayout | null {
  switch (kind) {
    case 'jpeg':
      return jpegLayout(data);
    case 'png':
      return pngLayout(data);
    case 'gif':
      return gifLayout(data);
    case 'webp':
      return webpLayout(data);
  }
}
