import { AVATAR_SIZE_PX, profileMessages } from '@apogee/contracts/profile';
import { AppError } from '../../lib/errors';
import { hiddenContentMessages } from '@apogee/contracts/uploads';
import { findHiddenImageContent } from '../../lib/hidden-content';
import { imageKind } from '../../lib/media-kind';
import { loadSharp } from '../../lib/sharp';

const avatarError = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { avatar: message });

/**
 * Re-encodes an uploaded picture as a square 256 px WebP: strips metadata, drops anything
 * that is not really an image, and bounds the size of what we store and serve. A picture that
 * is also something else (bytes after its end, markup in it) is refused outright.
 */
export async function toAvatarWebp(data: Buffer): Promise<Buffer> {
  const kind = imageKind(data);
  if (!kind) throw avatarError(415, 'AVATAR_NOT_IMAGE', profileMessages.avatarNotImage);
  if (await findHiddenImageContent(data, kind))
    throw avatarError(415, 'AVATAR_HIDDEN_CONTENT', hiddenContentMessages.image);
  try {
    const sharp = await loadSharp();
    return await sharp(data, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw avatarError(400, 'AVATAR_UNREADABLE', profileMessages.avatarUnreadable);
  }
}
