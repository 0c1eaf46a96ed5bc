import type { Queryable } from '../../db/database';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface SubscriberRow {
  id: string;
  email: string;
  name: string;
  status: SubscriberStatus;
}

const COLUMNS = 'id, email, name, status';

export async function findByEmail(db: Queryable, email: string) {
  const { rows } = await db.query<SubscriberRow>(
    `select ${COLUMNS} from newsletter_subscribers where lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}

export async function insertPending(db: Queryable, email: string, name: string) {
  const { rows } = await db.query<SubscriberRow>(
    `insert into newsletter_subscribers (email, name) values ($1, $2) returning ${COLUMNS}`,
    [email, name],
  );
  return rows[0] as SubscriberRow;
}

/** Back to pending (a new request, or a former subscriber coming back). */
export async function markPending(db: Queryable, id: string, name: string) {
  await db.query(
    `update newsletter_subscribers
        set status = 'pending', name = case when $2 = '' then name else $2 end, updated_at = now()
      where id = $1`,
    [id, name],
  );
}

export async function setStatus(db: Queryable, id: string, status: SubscriberStatus) {
  // Confirming by email is the reader's consent (also after coming back from an unsubscribe).
  const stamp =
    status === 'confirmed'
      ? ', confirmed_at = now(), consented_at = now(), unsubscribed_at = null'
      : status === 'unsubscribed'
        ? ', unsubscribed_at = now()'
        : '';
  await db.query(
    `update newsletter_subscribers set status = $2, updated_at = now()${stamp} where id = $1`,
    [id, status],
  );
}

/** Replaces the subscriber's confirm token (the newest email's link is the one that works). */
export async function replaceConfirmToken(
  db: Queryable,
  subscriberId: string,
  hash: string,
  expiresAt: Date,
) {
  await db.query(`delete from newsletter_tokens where subscriber_id = $1 and purpose = 'confirm'`, [
    subscriberId,
  ]);
  await db.query(
    `insert into newsletter_tokens (token_hash, subscriber_id, purpose, expires_at)
     values ($1, $2, 'confirm', $3)`,
    [hash, subscriberId, expiresAt],
  );
}

export async function addUnsubscribeToken(db: Queryable, subscriberId: string, hash: string) {
  await db.query(
    `insert into newsletter_tokens (token_hash, subscriber_id, purpose) values ($1, $2, 'unsubscribe')`,
    [hash, subscriberId],
  );
}

/** The subscriber a live token of that purpose belongs to. */
export async function findByToken(db: Queryable, hash: string, purpose: 'confirm' | 'unsubscribe') {
  const { rows } = await db.query<SubscriberRow>(
    `select s.id, s.email, s.name, s.status
       from newsletter_tokens t join newsletter_subscribers s on s.id = t.subscriber_id
      where t.token_hash = $1 and t.purpose = $2
        and (t.expires_at is null or t.expires_at > now())`,
    [hash, purpose],
  );
  return rows[0];
}

/** Postgres unique violation of the subscribers' email index. */
export function isDuplicateEmail(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    `${e.constraint ?? ''} ${e.message ?? ''}`.includes('newsletter_subscribers_email_key')
  );
}

/**
 * What a subscriber chose to receive: rhythm, and topics (category slugs; none: all). The
 * topics are read through the newsletter_topics view: a subscription under an account's
 * address has the account's followed categories as topics too (migration 063).
 */
export interface SubscriberChoices {
  rhythm: 'each' | 'digest' | 'both';
  topics: string[];
}

export async function findChoices(db: Queryable, id: string): Promise<SubscriberChoices> {
  const { rows } = await db.query<SubscriberChoices>(
    `select s.rhythm,
            coalesce(array(select t.topic from newsletter_topics t
                            where t.subscriber_id = s.id order by t.topic), '{}') as topics
       from newsletter_subscribers s where s.id = $1`,
    [id],
  );
  return rows[0] ?? { rhythm: 'both', topics: [] };
}

/** Replaces the subscriber's choices (in the caller's transaction: all of it or nothing). */
export async function saveChoices(db: Queryable, id: string, choices: SubscriberChoices) {
  await saveRhythm(db, id, choices.rhythm);
  await saveStoredTopics(db, id, choices.topics);
}

export async function saveRhythm(db: Queryable, id: string, rhythm: SubscriberChoices['rhythm']) {
  await db.query(
    'update newsletter_subscribers set rhythm = $2, updated_at = now() where id = $1',
    [id, rhythm],
  );
}

/** The topics the subscription keeps itself (a subscription with no account at its address). */
export async function saveStoredTopics(db: Queryable, id: string, topics: string[]) {
  await db.query('delete from newsletter_subscriber_topics where subscriber_id = $1', [id]);
  if (topics.length)
    await db.query(
      `insert into newsletter_subscriber_topics (subscriber_id, topic)
       select $1, topic from unnest($2::text[]) as topic on conflict do nothing`,
      [id, topics],
    );
}
