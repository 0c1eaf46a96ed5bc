// Polyglot uploads: a picture or video that is also something else (a web page, a script, an
// SVG), by bytes after the format's end or markup in its metadata. The service re-encodes
// pictures, but the original passes through memory, temporary files and, for videos, the
// media library unchanged, so such files are refused outright.
import { bufferSource, withFileSource, type ByteSource } from './byte-source';
import { imageLayout, type ByteRange, type MediaLayout } from './image-layout';
import type { ImageKind, VideoKind } from './media-kind';
import { videoLayout } from './video-layout';

/** What was found, for tests and logs to name; readers are told hiddenContentMessages
 * (@apogee/contracts/uploads). */
export type HiddenContent = 'data after the end' | 'markup';

/** Markup looked for where a file keeps text: headers, metadata, comments, after its end. */
const MARKUP = ['<script', '<?php', '<html', '<svg', '<!doctype', '<iframe', '<body'].map((tag) =>
  Buffer.from(tag, 'latin1'),
);
/**
 * Inside compressed pixels and frames, random bytes spell a short tag like `<svg` in a few
 * photos in a thousand; a tag this long, with what must follow it, never turns up by chance.
 */
const MARKUP_ANYWHERE = [/^<script[\s/>]/, /^<\?php\s/];
const LONGEST = 16;

const lowerAt = (bytes: Buffer, at: number) => {
  const byte = bytes[at] as number;
  return byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte;
};

function markupAt(bytes: Buffer, at: number, inMedia: boolean): boolean {
  if (!inMedia)
    return MARKUP.some((tag) => tag.every((byte, i) => lowerAt(bytes, at + i) === byte));
  // Most '<' in compressed data start nothing: look further only after "<s" or "<?".
  const second = lowerAt(bytes, at + 1);
  if (second !== 0x73 && second !== 0x3f) return false;
  const text = bytes.toString('latin1', at, at + LONGEST).toLowerCase();
  return MARKUP_ANYWHERE.some((pattern) => pattern.test(text));
}

const CHUNK = 1024 * 1024;
const ZEROS = Buffer.alloc(CHUNK);

/** Whether markup appears anywhere in the file (the stricter rule inside media ranges). */
async function carriesMarkup(file: ByteSource, media: readonly ByteRange[]): Promise<boolean> {
  let range = 0;
  for (let chunkStart = 0; chunkStart < file.size; chunkStart += CHUNK) {
    // Each chunk overlaps the next by the longest tag, so none is split unseen.
    const bytes = await file.read(chunkStart, CHUNK + LONGEST);
    const limit = Math.min(CHUNK, bytes.length);
    for (let at = bytes.indexOf(0x3c); at >= 0 && at < limit; at = bytes.indexOf(0x3c, at + 1)) {
      const position = chunkStart + at;
      while (media[range] && (media[range] as ByteRange)[1] <= position) range += 1;
      const current = media[range];
      const inMedia = current !== undefined && current[0] <= position;
      if (markupAt(bytes, at, inMedia)) return true;
    }
  }
  return false;
}

/** Whether bytes after the format's end carry anything (zero padding carries nothing). */
async function carriesDataAfter(file: ByteSource, end: number): Promise<boolean> {
  for (let at = end; at < file.size; at += CHUNK) {
    const bytes = await file.read(at, CHUNK);
    if (!bytes.equals(ZEROS.subarray(0, bytes.length))) return true;
  }
  return false;
}

async function hiddenContent(
  file: ByteSource,
  layout: MediaLayout | null,
): Promise<HiddenContent | null> {
  if (layout && (await carriesDataAfter(file, layout.end))) return 'data after the end';
  // A file whose structure does not hold together is searched for markup everywhere; whether
  // it is usable at all is for the decoder to say.
  return (await carriesMarkup(file, layout?.media ?? [])) ? 'markup' : null;
}

/** What a picture hides, if anything. */
export function findHiddenImageContent(
  data: Buffer,
  kind: ImageKind,
): Promise<HiddenContent | null> {
  return hiddenContent(bufferSource(data), imageLayout(data, kind));
}

/** What a video hides, if anything; read from its temporary file, never whole in memory. */
export function findHiddenVideoContent(
  path: string,
  kind: VideoKind,
): Promise<HiddenContent | null> {
  return withFileSource(path, async (file) => hiddenContent(file, await videoLayout(file, kind)));
}
