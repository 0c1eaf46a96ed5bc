import type { CurrentUser } from '@apogee/contracts/accounts';
import type { UserRow } from './repository';

/** What the site may see of a user: never the password hash. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    profession: row.profession,
    bio: row.bio,
    avatarUrl: row.avatar_file ? `/api/avatars/${row.avatar_file}` : null,
  };
}
