import type { CurrentUser } from '@apogee/contracts/accounts';
import defaultAvatar from './default-avatar.svg';

/** The picture shown for a reader who has not chosen an avatar. */
export const DEFAULT_AVATAR_URL: string = defaultAvatar;

/** The reader's picture, or the default picture when they have none. */
export function avatarSrc(user: Pick<CurrentUser, 'avatarUrl'>): string {
  return user.avatarUrl ?? DEFAULT_AVATAR_URL;
}
