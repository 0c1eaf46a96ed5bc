import type { ByteSource } from './byte-source';
import type { ByteRange, MediaLayout } from './image-layout';
import type { VideoKind } from './media-kind';

/** Boxes an MP4 (ISO base media) file may have at its top level. */
const MP4_TOP_LEVEL = new Set([
  'ftyp',
  'styp',
  'moov',
  'mdat',
  'moof',
  'mfra',
  'free',
  'skip',
  'wide',
  'meta',
  'uuid',
  'pdin',
  'sidx',
  'ssix',
  'prft',
  'emsg',
]);

/**
 * MP4: top-level boxes one after another. The walk stops at the first bytes that are not a box
 * of the format: that is where the video ends. A box of the format cut short is a broken file.
 */
async function mp4Layout(file: ByteSource): Promise<MediaLayout | null> {
  const media: ByteRange[] = [];
  let pos = 0;
  while (pos + 8 <= file.size) {
    const head = await file.read(pos, 16);
    const type = head.toString('latin1', 4, 8);
    if (!MP4_TOP_LEVEL.has(type)) break;
    let size = head.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) return null;
      size = Number(head.readBigUInt64BE(8)); // beyond 2^53 it fails the size check below
      header = 16;
    } else if (size === 0) {
      size = file.size - pos; // the last box runs to the end of the file
    }
    if (size < header || pos + size > file.size) return null;
    if (type === 'mdat') media.push([pos + header, pos + size]);
    pos += size;
  }
  return pos > 0 ? { end: pos, media } : null;
}

interface EbmlElement {
  id: number;
  dataStart: number;
  /** null: "unknown size", which live recordings (a browser's MediaRecorder) write. */
  size: number | null;
}

/** One EBML element header (variable-length id and size), or null if it is not one. */
async function ebmlElement(file: ByteSource, pos: number): Promise<EbmlElement | null> {
  const head = await file.read(pos, 12);
  const first = head[0];
  if (first === undefined || first === 0) return null;
  const idLength = Math.clz32(first) - 23; // leading zeros within the byte, plus one
  if (idLength > 4 || head.length < idLength + 1) return null;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + (head[i] as number);
  const sizeFirst = head[idLength] as number;
  if (sizeFirst === 0) return null;
  const sizeLength = Math.clz32(sizeFirst) - 23;
  if (head.length < idLength + sizeLength) return null;
  let size = sizeFirst & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = head[idLength + i] as number;
    size = size * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { id, dataStart: pos + idLength + sizeLength, size: unknown ? null : size };
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;

/**
 * WebM: the EBML header, then one Segment. Inside it every element is stepped over, except
 * clusters, which are entered (their size may be unknown) so that the frames in them are told
 * apart from the metadata around them.
 */
async function webmLayout(file: ByteSource): Promise<MediaLayout | null> {
  const header = await ebmlElement(file, 0);
  if (header?.id !== EBML_HEADER || header.size === null) return null;
  const segment = await ebmlElement(file, header.dataStart + header.size);
  if (segment?.id !== SEGMENT) return null;
  const end = segment.size === null ? file.size : segment.dataStart + segment.size;
  if (end > file.size) return null;
  const media: ByteRange[] = [];
  let pos = segment.dataStart;
  while (pos < end) {
    const element = await ebmlElement(file, pos);
    if (!element) return null;
    if (element.id === CLUSTER) {
      pos = element.dataStart;
      continue;
    }
    if (element.size === null) return null;
    const stop = element.dataStart + element.size;
    if (stop > end) return null;
    if (element.id === SIMPLE_BLOCK || element.id === BLOCK_GROUP)
      media.push([element.dataStart, stop]);
    pos = stop;
  }
  return { end, media };
}

/** The layout of a video, or null when its structure does not hold together. */
export function videoLayout(file: ByteSource, kind: VideoKind): Promise<MediaLayout | null> {
  return kind === 'mp4' ? mp4Layout(file) : webmLayout(file);
}
