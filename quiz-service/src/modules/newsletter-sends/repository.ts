import type { NewsletterSendRhythm } from '@apogee/contracts/newsletter-sends';
import type { Queryable } from '../../db/database';

export type SendKind = 'issue' | 'article' | 'digest' | 'test';
export type SendStatus = 'scheduled' | 'preparing' | 'sending' | 'stopped' | 'finished';

export interface SendRow {
  id: string;
  kind: SendKind;
  dedupe_key: string;
  subject: string;
  preheader: string;
  html: string;
  text: string;
  audience_topics: string[] | null;
  audience_rhythm: NewsletterSendRhythm;
  status: SendStatus;
  scheduled_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  created_by: string;
  created_at: Date;
  /** The counts kept once the send ended (keepCounts), and when they were counted. */
  counts: SendCounts | null;
  counted_at: Date | null;
}

export interface NewSend {
  kind: SendKind;
  dedupeKey: string;
  subject: string;
  preheader: string;
  html: string;
  text: string;
  audience: { topics: string[] | null; rhythm: NewsletterSendRhythm };
  scheduledAt: Date;
  createdBy: string;
}

/** A delivery claimed for sending, with what its email needs. */
export interface ClaimedDelivery {
  send_id: string;
  subscriber_id: string;
  message_id: string;
  email: string;
  name: string;
}

/**
 * Who a send goes to, as a condition on the subscriber `s` and the send `n` (whose audience was
 * stored from the request's values, so nothing here is spliced from input). Every confirmed
 * address that never bounced; then, unless the send is for everyone ('all', an issue), the
 * reader's rhythm must take this kind of send ('both' takes either), and, when the send names
 * topics, the reader follows one of them or follows no topic at all (none chosen: all topics).
 * A reader's topics are those of the newsletter_topics view: their own, and the followed
 * categories of the account at their address (migration 063). The walk goes through
 * newsletter_subscribers_audience_idx and each reader's topics through primary keys and the
 * address indexes, so a batch of 5,000 costs the same at any list size.
 */
export function audienceFilter(): string {
  return `s.status = 'confirmed' and s.bounced_at is null
    and (n.audience_rhythm = 'all' or s.rhythm = 'both' or s.rhythm = n.audience_rhythm)
    and (n.audience_rhythm = 'all' or n.audience_topics is null
         or not exists (select 1 from newsletter_topics t where t.subscriber_id = s.id)
         or exists (select 1 from newsletter_topics t
                     where t.subscriber_id = s.id and t.topic = any (n.audience_topics)))`;
}

const SEND_COLUMNS = `id, kind, dedupe_key, subject, preheader, html, text, audience_topics,
  audience_rhythm, status, scheduled_at, started_at, finished_at, created_by, created_at, counts,
  counted_at`;

/** The new send, or undefined when one with that dedupe key exists already. */
export async function insertSend(db: Queryable, input: NewSend): Promise<SendRow | undefined> {
  const { rows } = await db.query<SendRow>(
    `insert into newsletter_sends (kind, dedupe_key, subject, preheader, html, text,
       audience_topics, audience_rhythm, scheduled_at, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (dedupe_key) do nothing
     returning ${SEND_COLUMNS}`,
    [
      input.kind,
      input.dedupeKey,
      input.subject,
      input.preheader,
      input.html,
      input.text,
      input.audience.topics,
      input.audience.rhythm,
      input.scheduledAt,
      input.createdBy,
    ],
  );
  return rows[0];
}

export async function findSend(db: Queryable, id: string): Promise<SendRow | undefined> {
  const { rows } = await db.query<SendRow>(
    `select ${SEND_COLUMNS} from newsletter_sends where id = $1`,
    [id],
  );
  return rows[0];
}

export async function findSendByKey(db: Queryable, key: string): Promise<SendRow | undefined> {
  const { rows } = await db.query<SendRow>(
    `select ${SEND_COLUMNS} from newsletter_sends where dedupe_key = $1`,
    [key],
  );
  return rows[0];
}

/** Marks a scheduled send as being prepared; false when it was stopped (or is past that). */
export async function beginPreparing(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update newsletter_sends set status = 'preparing', started_at = coalesce(started_at, now())
      where id = $1 and status in ('scheduled', 'preparing')`,
    [id],
  );
  return rowCount > 0;
}

/**
 * Writes the deliveries of the next `batch` audience members after `afterId` (subscriber ids
 * in order), each with its Message-ID. Returns the last id written, or null when done.
 * Running it again after a crash inserts only the rows still missing.
 */
export async function insertAudienceBatch(
  db: Queryable,
  sendId: string,
  messageIdDomain: string,
  afterId: string | null,
  batch: number,
): Promise<string | null> {
  const { rows } = await db.query<{ last: string | null }>(
    `with audience as (
       select s.id from newsletter_subscribers s, newsletter_sends n
        where n.id = $1::uuid and ${audienceFilter()} and ($3::uuid is null or s.id > $3::uuid)
        order by s.id limit $4
     ), written as (
       insert into newsletter_deliveries (send_id, subscriber_id, message_id)
       select $1::uuid, a.id, '<' || $1::text || '.' || a.id || '@' || $2::text || '>'
         from audience a
       on conflict do nothing
     )
     select max(id::text) as last from audience`,
    [sendId, messageIdDomain, afterId, batch],
  );
  return rows[0]?.last ?? null;
}

/** Every delivery is written: senders may now finish the send once its rows are done. */
export async function markSending(db: Queryable, id: string): Promise<void> {
  await db.query(
    `update newsletter_sends set status = 'sending' where id = $1 and status = 'preparing'`,
    [id],
  );
}

/**
 * Claims up to `limit` deliveries that are due: pending ones, and ones left 'sending' by a
 * sender whose lease ran out (it crashed). SKIP LOCKED lets other senders claim other rows
 * at the same moment. The subscriber's state is read again here: a reader who unsubscribed
 * (or bounced) since the send began is skipped, not sent to.
 */
export async function claimDue(
  db: Queryable,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<ClaimedDelivery & { status: string }>(
    `with due as (
       select d.send_id, d.subscriber_id
         from newsletter_deliveries d
         join newsletter_sends n on n.id = d.send_id and n.status in ('preparing', 'sending')
        where d.status in ('pending', 'sending') and d.due_at <= now()
        limit $1
        for update of d skip locked
     )
     update newsletter_deliveries d
        set status = case when s.status = 'confirmed' and s.bounced_at is null
                          then 'sending' else 'skipped' end,
            attempts = d.attempts + 1,
            due_at = now() + make_interval(secs => $2)
       from due, newsletter_subscribers s
      where d.send_id = due.send_id and d.subscriber_id = due.subscriber_id
        and s.id = d.subscriber_id
     returning d.send_id, d.subscriber_id, d.message_id, d.status, s.email, s.name`,
    [limit, leaseSeconds],
  );
  return rows.filter((row) => row.status === 'sending');
}

/** The SMTP server accepted these messages. */
export async function markSent(db: Queryable, sendId: string, subscriberIds: string[]) {
  if (!subscriberIds.length) return;
  await db.query(
    `update newsletter_deliveries set status = 'sent', sent_at = now(), last_error = null
      where send_id = $1 and subscriber_id = any($2::uuid[]) and status = 'sending'`,
    [sendId, subscriberIds],
  );
}

/** A temporary failure: tried again after `delaySeconds`, or failed after too many tries. */
export async function markRetry(
  db: Queryable,
  sendId: string,
  subscriberId: string,
  error: string,
  delaySeconds: number,
  maxAttempts: number,
) {
  await db.query(
    `update newsletter_deliveries
        set status = case when attempts >= $5 then 'failed' else 'pending' end,
            due_at = now() + make_interval(secs => $4), last_error = $3
      where send_id = $1 and subscriber_id = $2 and status = 'sending'`,
    [sendId, subscriberId, error, delaySeconds, maxAttempts],
  );
}

/** A permanent refusal (5xx): this delivery bounced and the address leaves later sends. */
export async function markBounced(
  db: Queryable,
  sendId: string,
  subscriberId: string,
  error: string,
) {
  await db.query(
    `update newsletter_deliveries set status = 'bounced', last_error = $3
      where send_id = $1 and subscriber_id = $2 and status = 'sending'`,
    [sendId, subscriberId, error],
  );
  await db.query(
    `update newsletter_subscribers set bounced_at = coalesce(bounced_at, now()), updated_at = now()
      where id = $1`,
    [subscriberId],
  );
}

/** The server refused this message for good (not the address): no retry, no bounce. */
export async function markFailed(
  db: Queryable,
  sendId: string,
  subscriberId: string,
  error: string,
) {
  await db.query(
    `update newsletter_deliveries set status = 'failed', last_error = $3
      where send_id = $1 and subscriber_id = $2 and status = 'sending'`,
    [sendId, subscriberId, error],
  );
}

/** Sends whose every delivery is settled become finished. */
export async function finishDone(db: Queryable): Promise<void> {
  await db.query(
    `update newsletter_sends n set status = 'finished', finished_at = now()
      where n.status = 'sending'
        and not exists (select 1 from newsletter_deliveries d
                         where d.send_id = n.id and d.status in ('pending', 'sending'))`,
  );
}

/** Stop: deliveries not yet claimed are skipped; those being sent now finish. */
export async function stopSend(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update newsletter_sends set status = 'stopped', finished_at = now()
      where id = $1 and status in ('scheduled', 'preparing', 'sending')`,
    [id],
  );
  // Rows a dead sender left past their lease will not be claimed again: skipped too.
  await db.query(
    `update newsletter_deliveries set status = 'skipped'
      where send_id = $1 and (status = 'pending' or (status = 'sending' and due_at < now()))`,
    [id],
  );
  return rowCount > 0;
}

export interface SendCounts {
  recipients: number;
  pending: number;
  sent: number;
  failed: number;
  bounced: number;
  skipped: number;
  unsubscribed_since: number;
  /** Deliveries with a first open / first click recorded (opt-in tracking). */
  opened: number;
  clicked: number;
}

export async function countDeliveries(db: Queryable, send: SendRow): Promise<SendCounts> {
  const { rows } = await db.query<Record<keyof SendCounts, string>>(
    `select count(*) as recipients,
            count(*) filter (where d.status in ('pending', 'sending')) as pending,
            count(*) filter (where d.status = 'sent') as sent,
            count(*) filter (where d.status = 'failed') as failed,
            count(*) filter (where d.status = 'bounced') as bounced,
            count(*) filter (where d.status = 'skipped') as skipped,
            count(*) filter (where s.unsubscribed_at > $2) as unsubscribed_since,
            count(d.opened_at) as opened, count(d.clicked_at) as clicked
       from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
      where d.send_id = $1`,
    [send.id, send.started_at ?? send.created_at],
  );
  const row = rows[0];
  const n = (key: keyof SendCounts) => Number(row?.[key] ?? 0);
  return {
    recipients: n('recipients'),
    pending: n('pending'),
    sent: n('sent'),
    failed: n('failed'),
    bounced: n('bounced'),
    skipped: n('skipped'),
    unsubscribed_since: n('unsubscribed_since'),
    opened: n('opened'),
    clicked: n('clicked'),
  };
}

/** Keeps an ended send's counts, so the next reads need not count its rows again. */
export async function keepCounts(db: Queryable, id: string, counts: SendCounts): Promise<void> {
  await db.query('update newsletter_sends set counts = $2, counted_at = now() where id = $1', [
    id,
    JSON.stringify(counts),
  ]);
}

/**
 * Records a reader's first open or first click of one email (a later one changes nothing) and,
 * in the same statement, clears its send's kept counts (keepCounts) so the next report counts
 * it: one round trip for each pixel or link followed.
 */
export async function recordFirst(
  db: Queryable,
  event: 'opened' | 'clicked',
  sendId: string,
  subscriberId: string,
): Promise<void> {
  const column = event === 'opened' ? 'opened_at' : 'clicked_at';
  await db.query(
    `with recorded as (
       update newsletter_deliveries set ${column} = now()
        where send_id = $1 and subscriber_id = $2 and ${column} is null
        returning send_id)
     update newsletter_sends set counted_at = null
      where id in (select send_id from recorded) and counted_at is not null`,
    [sendId, subscriberId],
  );
}

export async function listSends(db: Queryable, limit: number): Promise<SendRow[]> {
  const { rows } = await db.query<SendRow>(
    `select ${SEND_COLUMNS} from newsletter_sends where kind <> 'test'
      order by created_at desc limit $1`,
    [limit],
  );
  return rows;
}

/** The unsubscribe tokens of the claimed readers' emails (hashes only; kept once). */
export async function keepUnsubscribeTokens(
  db: Queryable,
  subscriberIds: string[],
  hashes: string[],
) {
  if (!subscriberIds.length) return;
  await db.query(
    `insert into newsletter_tokens (token_hash, subscriber_id, purpose)
     select h, s, 'unsubscribe' from unnest($1::text[], $2::uuid[]) as t(h, s)
     on conflict (token_hash) do nothing`,
    [hashes, subscriberIds],
  );
}
