import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A "pixel flood": a few hundred bytes of PNG that declare 100,000 × 100,000 pixels, which a
 * decoder would try to allocate (40 GB) if nothing checked the header first.
 */
export function pixelFloodPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SCRIPT = '<script>window.__xss=1</script>';

/** JPEG magic bytes followed by an HTML page: sniffed as HTML by old browsers. */
export const jpegHeadedHtml = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from(`<html><body>${SCRIPT}</body></html>`),
  ]);

/** A real, decodable 64 px JPEG, as a camera or an editor would save it. */
export const plainJpeg = (options: { progressive?: boolean } = {}) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .jpeg(options)
    .toBuffer();

/** A JPEG with a comment segment (COM, 0xFFFE) holding `text`, right after its start marker. */
export async function jpegWithComment(text: string): Promise<Buffer> {
  const jpeg = await plainJpeg();
  const comment = Buffer.from(text, 'latin1');
  const marker = Buffer.from([0xff, 0xfe, 0, 0]);
  marker.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), marker, comment, jpeg.subarray(2)]);
}

/**
 * A JPEG/HTML polyglot: a real, decodable JPEG with a script after its end-of-image marker,
 * which image viewers ignore and a page including the file would run.
 */
export async function jpegWithScriptAfterEnd(): Promise<Buffer> {
  return Buffer.concat([await plainJpeg(), Buffer.from(SCRIPT)]);
}

/** A real, decodable JPEG carrying a script in a comment segment and after its end. */
export async function scriptCarryingJpeg(): Promise<Buffer> {
  return Buffer.concat([await jpegWithComment(SCRIPT), Buffer.from(SCRIPT)]);
}

/** A real PNG (8 × 8) with a text chunk (tEXt) holding `text`, before its image data. */
export async function pngWithText(text: string): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const afterHeader = 8 + 25; // signature, then IHDR (length, type, 13 bytes, CRC)
  return Buffer.concat([
    png.subarray(0, afterHeader),
    chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    png.subarray(afterHeader),
  ]);
}

/** A PNG whose image data (IDAT) holds `bytes`: compressed pixels, as far as a reader knows. */
export function pngWithImageData(bytes: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', bytes),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const scriptSvg = () =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${SCRIPT}<rect width="10" height="10"/></svg>`,
  );

/** A real image padded past `megabytes`. */
export async function oversizedJpeg(megabytes: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(megabytes * 1024 * 1024 + 1)]);
}
