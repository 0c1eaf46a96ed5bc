import type { Queryable } from '../../db/database';
import type { UserRow } from '../accounts';

const USER_COLUMNS = 'id, name, username, email, password_hash, profession, bio, avatar_file';

export async function updateProfile(
  db: Queryable,
  userId: string,
  profile: { name: string; username: string; email: string; profession: string; bio: string },
) {
  const { rows } = await db.query<UserRow>(
    `update users
        set name = $2, username = $3, email = $4, profession = $5, bio = $6, updated_at = now()
      where id = $1
      returning ${USER_COLUMNS}`,
    [userId, profile.name, profile.username, profile.email, profile.profession, profile.bio],
  );
  return rows[0];
}

export async function setAvatarFile(db: Queryable, userId: string, file: string | null) {
  const { rows } = await db.query<UserRow>(
    `update users set avatar_file = $2, updated_at = now() where id = $1
      returning ${USER_COLUMNS}`,
    [userId, file],
  );
  return rows[0];
}
