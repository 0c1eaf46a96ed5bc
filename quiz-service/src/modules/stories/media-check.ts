import { storyMessages, type StoryMediaType } from '@apogee/contracts/stories';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

export type VideoKind = 'mp4' | 'webm';

const fileError = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { file: message });

/** Whether the first bytes are a picture format we accept, whatever the name says. */
export function isImage(head: Buffer): boolean {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return true;
  const six = head.subarray(0, 6).toString('latin1');
  if (six === 'GIF87a' || six === 'GIF89a') return true;
  return (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

/** MP4 (an "ftyp" box first) or WebM (an EBML header), told by the first bytes. */
export function videoKind(head: Buffer): VideoKind | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'webm';
  return null;
}

/** Refuses a file whose size or content does not fit the chosen media type. */
export function checkStoryFile(mediaType: StoryMediaType, size: number, head: Buffer) {
  if (mediaType === 'image') {
    if (size > 10 * 1024 * 1024)
      throw fileError(413, 'FILE_TOO_LARGE', storyMessages.imageTooLarge);
    if (!isImage(head)) throw fileError(415, 'NOT_AN_IMAGE', storyMessages.notImage);
    return null;
  }
  if (size > 100 * 1024 * 1024) throw fileError(413, 'FILE_TOO_LARGE', storyMessages.videoTooLarge);
  const kind = videoKind(head);
  if (!kind) throw fileError(415, 'NOT_A_VIDEO', storyMessages.notVideo);
  return kind;
}

/** Story frame is 720x1280; twice that covers sharp screens. */
const MAX_WIDTH = 1440;
const MAX_HEIGHT = 2560;

/**
 * Re-encodes a picture as WebP: strips metadata (location!), bounds its size, and leaves behind
 * anything that only pretended to be an image.
 */
export async function reencodeStoryImage(data: Buffer): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: 60_000_000, animated: false })
      .rotate()
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw fileError(400, 'IMAGE_UNREADABLE', storyMessages.unreadableImage);
  }
}
