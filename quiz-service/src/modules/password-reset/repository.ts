import type { Queryable } from '../../db/database';
import { RESET_MAX_ATTEMPTS } from '@apogee/contracts/password-reset';

export interface ResetRow {
  user_id: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

/** One pending reset per user: a new request replaces the previous code. */
export async function saveReset(
  db: Queryable,
  reset: { userId: string; resetIdHash: string; codeHash: string; expiresAt: Date },
) {
  await db.query(
    `insert into password_resets (user_id, reset_id_hash, code_hash, expires_at)
     values ($1, $2, $3, $4)
     on conflict (user_id) do update set
       reset_id_hash = excluded.reset_id_hash,
       code_hash = excluded.code_hash,
       expires_at = excluded.expires_at,
       attempts = 0,
       verified_at = null,
       used_at = null,
       created_at = now()`,
    [reset.userId, reset.resetIdHash, reset.codeHash, reset.expiresAt],
  );
}

/**
 * Counts one try on a live reset (unused, unexpired, tries left) and returns it; undefined
 * when there is no such reset. One statement, so parallel tries cannot exceed the limit.
 */
export async function countTry(db: Queryable, resetIdHash: string) {
  const { rows } = await db.query<ResetRow>(
    `update password_resets set attempts = attempts + 1
      where reset_id_hash = $1 and used_at is null and expires_at > now() and attempts < $2
      returning user_id, code_hash, attempts, expires_at, used_at`,
    [resetIdHash, RESET_MAX_ATTEMPTS],
  );
  return rows[0];
}

export async function findReset(db: Queryable, resetIdHash: string) {
  const { rows } = await db.query<ResetRow>(
    `select user_id, code_hash, attempts, expires_at, used_at
       from password_resets where reset_id_hash = $1`,
    [resetIdHash],
  );
  return rows[0];
}

export async function markVerified(db: Queryable, resetIdHash: string) {
  await db.query('update password_resets set verified_at = now() where reset_id_hash = $1', [
    resetIdHash,
  ]);
}

/** Marks the reset used; false if it already was (a second use racing the first). */
export async function markUsed(db: Queryable, resetIdHash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'update password_resets set used_at = now() where reset_id_hash = $1 and used_at is null',
    [resetIdHash],
  );
  return rowCount === 1;
}
