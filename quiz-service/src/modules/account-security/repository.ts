import type { Queryable } from '../../db/database';

export interface EmailChangeRow {
  user_id: string;
  new_email: string;
  requested_by_session: string | null;
  expires_at: Date;
}

/** One pending change per reader: asking again replaces the address and the link. */
export async function saveEmailChange(
  db: Queryable,
  change: {
    userId: string;
    newEmail: string;
    tokenHash: string;
    sessionId: string;
    expiresAt: Date;
  },
) {
  await db.query(
    `insert into email_changes (user_id, new_email, token_hash, requested_by_session, expires_at)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update set
       new_email = excluded.new_email,
       token_hash = excluded.token_hash,
       requested_by_session = excluded.requested_by_session,
       expires_at = excluded.expires_at,
       created_at = now()`,
    [change.userId, change.newEmail, change.tokenHash, change.sessionId, change.expiresAt],
  );
}

/**
 * Takes the change a link's token names, deleting it: a link works once, even when two
 * confirmations race. Expired rows are taken too (and refused by the caller).
 */
export async function takeEmailChange(db: Queryable, tokenHash: string) {
  const { rows } = await db.query<EmailChangeRow>(
    `delete from email_changes where token_hash = $1
     returning user_id, new_email, requested_by_session, expires_at`,
    [tokenHash],
  );
  return rows[0];
}

export async function deleteEmailChange(db: Queryable, userId: string) {
  await db.query('delete from email_changes where user_id = $1', [userId]);
}
