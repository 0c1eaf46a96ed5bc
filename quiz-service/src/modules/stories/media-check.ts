import { hiddenContentMessages } from '@apogee/contracts/uploads';
import { storyMessages, type StoryMediaType } from '@apogee/contracts/stories';
import { AppError } from '../../lib/errors';
import { findHiddenImageContent, findHiddenVideoContent } from '../../lib/hidden-content';
import { imageKind, videoKind, type ImageKind, type VideoKind } from '../../lib/media-kind';
import { loadSharp } from '../../lib/sharp';

export type StoryFile = { type: 'image'; kind: ImageKind } | { type: 'video'; kind: VideoKind };

const fileError = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { file: message });

/** Refuses a file whose size or first bytes do not fit the chosen media type. */
export function checkStoryFile(mediaType: StoryMediaType, size: number, head: Buffer): StoryFile {
  if (mediaType === 'image') {
    if (size > 10 * 1024 * 1024)
      throw fileError(413, 'FILE_TOO_LARGE', storyMessages.imageTooLarge);
    const kind = imageKind(head);
    if (!kind) throw fileError(415, 'NOT_AN_IMAGE', storyMessages.notImage);
    return { type: 'image', kind };
  }
  if (size > 100 * 1024 * 1024) throw fileError(413, 'FILE_TOO_LARGE', storyMessages.videoTooLarge);
  const kind = videoKind(head);
  if (!kind) throw fileError(415, 'NOT_A_VIDEO', storyMessages.notVideo);
  return { type: 'video', kind };
}

/** Refuses a video that is also something else (bytes after its end, markup in it). */
export async function checkStoryVideo(path: string, kind: VideoKind): Promise<void> {
  if (await findHiddenVideoContent(path, kind))
    throw fileError(415, 'HIDDEN_CONTENT', hiddenContentMessages.video);
}

/** Story frame is 720x1280; twice that covers sharp screens. */
const MAX_WIDTH = 1440;
const MAX_HEIGHT = 2560;

/**
 * Refuses a picture that is also something else, then re-encodes it as WebP: strips metadata
 * (location!) and bounds its size.
 */
export async function reencodeStoryImage(data: Buffer, kind: ImageKind): Promise<Buffer> {
  if (await findHiddenImageContent(data, kind))
    throw fileError(415, 'HIDDEN_CONTENT', hiddenContentMessages.image);
  try {
    const sharp = await loadSharp();
    return await sharp(data, { limitInputPixels: 60_000_000, animated: false })
      .rotate()
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw fileError(400, 'IMAGE_UNREADABLE', storyMessages.unreadableImage);
  }
}
