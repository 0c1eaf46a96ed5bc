import { AVATAR_SIZE_PX, profileMessages } from '@apogee/contracts/profile';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** The image type told by the file's first bytes, whatever its name or declared type. */
export function detectImageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const avatarError = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { avatar: message });

/**
 * Re-encodes an uploaded picture as a square 256 px WebP: strips metadata, drops anything
 * that is not really an image, and bounds the size of what we store and serve.
 */
export async function toAvatarWebp(data: Buffer): Promise<Buffer> {
  if (!detectImageKind(data))
    throw avatarError(415, 'AVATAR_NOT_IMAGE', profileMessages.avatarNotImage);
  try {
    return await sharp(data, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw avatarError(400, 'AVATAR_UNREADABLE', profileMessages.avatarUnreadable);
  }
}
