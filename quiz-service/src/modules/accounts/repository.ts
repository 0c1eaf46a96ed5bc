import type { Queryable } from '../../db/database';
import { OPEN_SESSION } from './session-policy';

export interface UserRow {
  id: string;
  name: string;
  username: string;
  email: string;
  password_hash: string;
  profession: string;
  bio: string;
  avatar_file: string | null;
}

export interface SessionRow {
  id: string;
  user_id: string;
  remember: boolean;
  expires_at: Date;
}

const USER_COLUMNS = 'id, name, username, email, password_hash, profession, bio, avatar_file';

/** A user by username or email, case-insensitively. */
export async function findUserByLogin(db: Queryable, identifier: string) {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users
      where lower(username) = lower($1) or lower(email) = lower($1)
      limit 1`,
    [identifier],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string) {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return rows[0];
}

/** Which of username/email another user already has (case-insensitive). */
export async function findTakenFields(
  db: Queryable,
  username: string,
  email: string,
  exceptUserId: string | null = null,
) {
  const { rows } = await db.query<{ username_taken: boolean; email_taken: boolean }>(
    `select
       coalesce(bool_or(lower(username) = lower($1)), false) as username_taken,
       coalesce(bool_or(lower(email) = lower($2)), false) as email_taken
     from users
     where (lower(username) = lower($1) or lower(email) = lower($2))
       and ($3::uuid is null or id <> $3::uuid)`,
    [username, email, exceptUserId],
  );
  return { username: rows[0]?.username_taken ?? false, email: rows[0]?.email_taken ?? false };
}

export async function insertUser(
  db: Queryable,
  user: { name: string; username: string; email: string; passwordHash: string },
) {
  const { rows } = await db.query<UserRow>(
    `insert into users (name, username, email, password_hash)
     values ($1, $2, $3, $4)
     returning ${USER_COLUMNS}`,
    [user.name, user.username, user.email, user.passwordHash],
  );
  return rows[0] as UserRow;
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  profile: { name: string; username: string; profession: string; bio: string },
) {
  const { rows } = await db.query<UserRow>(
    `update users
        set name = $2, username = $3, profession = $4, bio = $5, updated_at = now()
      where id = $1
      returning ${USER_COLUMNS}`,
    [userId, profile.name, profile.username, profile.profession, profile.bio],
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

/** False when the account no longer exists. */
export async function setEmail(db: Queryable, userId: string, email: string) {
  const { rowCount } = await db.query(
    'update users set email = $2, updated_at = now() where id = $1',
    [userId, email],
  );
  return rowCount === 1;
}

export async function updatePasswordHash(db: Queryable, userId: string, passwordHash: string) {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [
    userId,
    passwordHash,
  ]);
}

export async function insertSession(
  db: Queryable,
  session: { userId: string; remember: boolean; expiresAt: Date; ip: string; userAgent?: string },
) {
  const { rows } = await db.query<SessionRow>(
    `insert into sessions (user_id, remember, expires_at, ip, user_agent)
     values ($1, $2, $3, $4, $5)
     returning id, user_id, remember, expires_at`,
    [session.userId, session.remember, session.expiresAt, session.ip, session.userAgent ?? null],
  );
  return rows[0] as SessionRow;
}

/** The session's user, if the session is open (session-policy.ts), and when it was last seen. */
export async function findActiveSessionUser(db: Queryable, sessionId: string) {
  const { rows } = await db.query<UserRow & { session_id: string; last_seen_at: Date }>(
    `select s.id as session_id, s.last_seen_at, ${USER_COLUMNS.split(', ')
      .map((c) => `u.${c}`)
      .join(', ')}
       from sessions s join users u on u.id = s.user_id
      where s.id = $1 and ${OPEN_SESSION}`,
    [sessionId],
  );
  return rows[0];
}

/** Marks the session used now (callers do it at most once a minute, LAST_SEEN_STEP_MS). */
export async function touchSession(db: Queryable, sessionId: string) {
  await db.query('update sessions set last_seen_at = now() where id = $1', [sessionId]);
}

export interface OpenSessionRow {
  id: string;
  remember: boolean;
  created_at: Date;
  last_seen_at: Date;
  ip: string | null;
  user_agent: string | null;
}

/** The reader's open sessions, most recently used first. */
export async function listOpenSessions(db: Queryable, userId: string) {
  const { rows } = await db.query<OpenSessionRow>(
    `select s.id, s.remember, s.created_at, s.last_seen_at, s.ip, s.user_agent
       from sessions s
      where s.user_id = $1 and ${OPEN_SESSION}
      order by s.last_seen_at desc, s.created_at desc`,
    [userId],
  );
  return rows;
}

/**
 * Ends every session of the reader except the ones named (the one making the change, and for
 * an email confirmation also the one that asked for it). Returns how many ended.
 */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keep: string | null,
  alsoKeep: string | null = null,
) {
  const { rowCount } = await db.query(
    `update sessions set revoked_at = now()
      where user_id = $1 and revoked_at is null
        and ($2::uuid is null or id <> $2::uuid)
        and ($3::uuid is null or id <> $3::uuid)`,
    [userId, keep, alsoKeep],
  );
  return rowCount;
}

/** Housekeeping at each login: rows that ended more than 30 days ago are of no use. */
export async function deleteOldSessions(db: Queryable, userId: string) {
  await db.query(
    `delete from sessions
      where user_id = $1
        and (expires_at < now() - interval '30 days' or revoked_at < now() - interval '30 days')`,
    [userId],
  );
}

export async function revokeSession(db: Queryable, sessionId: string) {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [
    sessionId,
  ]);
}

export async function revokeAllSessions(db: Queryable, userId: string) {
  const { rowCount } = await db.query(
    'update sessions set revoked_at = now() where user_id = $1 and revoked_at is null',
    [userId],
  );
  return rowCount;
}
