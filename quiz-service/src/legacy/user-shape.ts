import type { CurrentUser } from '@apogee/contracts/accounts';
import type { LegacyUser } from '@apogee/contracts/legacy';

/** The user in the old field names: the avatar is `profile`, '' when there is none. */
export function toLegacyUser(user: CurrentUser): LegacyUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    profession: user.profession,
    bio: user.bio,
    profile: user.avatarUrl ?? '',
  };
}
