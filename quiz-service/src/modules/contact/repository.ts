import type { Queryable } from '../../db/database';

export interface ContactMessage {
  name: string;
  email: string;
  number: string;
  subject: string;
  message: string;
}

export async function insertContactMessage(
  db: Queryable,
  message: ContactMessage & { ip: string },
) {
  const { rows } = await db.query<{ id: string }>(
    `insert into contact_messages (name, email, number, subject, message, ip)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [message.name, message.email, message.number, message.subject, message.message, message.ip],
  );
  return (rows[0] as { id: string }).id;
}

export async function markEmailed(db: Queryable, id: string, to: string) {
  await db.query('update contact_messages set emailed_to = $2 where id = $1', [id, to]);
}

export interface InboxRow {
  id: string;
  name: string;
  email: string;
  number: string;
  subject: string;
  message: string;
  created_at: Date;
  handled_at: Date | null;
  handled_by_name: string | null;
}

const INBOX_COLUMNS =
  'id, name, email, number, subject, message, created_at, handled_at, handled_by_name';

/**
 * The inbox, newest first, at most `limit`: every message, the open ones or the handled ones;
 * with `text`, those whose sender, address, subject or message holds it (any case). A plain
 * substring test (strpos), so what an editor types is never read as a pattern.
 */
export async function listInbox(
  db: Queryable,
  filter: { text?: string; status: 'all' | 'open' | 'handled' },
  limit = 200,
) {
  const { rows } = await db.query<InboxRow>(
    `select ${INBOX_COLUMNS} from contact_messages
      where ($1::text is null
             or strpos(lower(name || ' ' || email || ' ' || subject || ' ' || message), lower($1)) > 0)
        and ($2 = 'all' or ($2 = 'open') = (handled_at is null))
      order by created_at desc, id limit $3`,
    [filter.text || null, filter.status, limit],
  );
  return rows;
}

export async function findMessage(db: Queryable, id: string) {
  const { rows } = await db.query<InboxRow>(
    `select ${INBOX_COLUMNS} from contact_messages where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Marks it handled by the editor now; a message already handled keeps its first editor. */
export async function markHandled(db: Queryable, id: string, editor: { id: string; name: string }) {
  const { rows } = await db.query<InboxRow>(
    `update contact_messages
        set handled_at = coalesce(handled_at, now()),
            handled_by_id = coalesce(handled_by_id, $2),
            handled_by_name = coalesce(handled_by_name, $3)
      where id = $1 returning ${INBOX_COLUMNS}`,
    [id, editor.id, editor.name],
  );
  return rows[0] ?? null;
}

/** Deletes the messages received before `before`; returns how many went. */
export async function purgeBefore(db: Queryable, before: Date) {
  const { rows } = await db.query<{ n: number }>(
    `with gone as (delete from contact_messages where created_at < $1 returning 1)
     select count(*)::int as n from gone`,
    [before],
  );
  return rows[0]?.n ?? 0;
}

/** The messages sent from this address (a reader's own, for their data export). */
export async function messagesFrom(db: Queryable, email: string) {
  const { rows } = await db.query<InboxRow>(
    `select ${INBOX_COLUMNS} from contact_messages where lower(email) = lower($1)
      order by created_at`,
    [email],
  );
  return rows;
}

/** Erases the messages sent from this address. */
export async function deleteMessagesFrom(db: Queryable, email: string) {
  await db.query('delete from contact_messages where lower(email) = lower($1)', [email]);
}
