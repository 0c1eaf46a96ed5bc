import type {
  SubscriberCounts,
  SubscriberFilter,
  SubscriberStatus,
} from '@apogee/contracts/newsletter-subscribers';
import type { Queryable } from '../../db/database';
import type { ImportedSubscriber } from './layouts';

export interface SubscriberListRow {
  id: string;
  email: string;
  name: string;
  status: SubscriberStatus;
  topics: string[];
  rhythm: string;
  source: string;
  consented_at: Date | null;
  created_at: Date;
  /** created_at as the database writes it (microseconds kept), for the next page's cursor. */
  created_key: string;
}

/**
 * The status an editor reads: an address that bounced is 'bounced' (it gets no more mail)
 * unless the reader left first; the table keeps the two facts apart (status, bounced_at).
 */
const STATUS = `case when s.status = 'unsubscribed' then 'unsubscribed'
                     when s.bounced_at is not null then 'bounced' else s.status end`;

const STATUS_CONDITION: Record<SubscriberStatus, string> = {
  pending: `s.status = 'pending' and s.bounced_at is null`,
  confirmed: `s.status = 'confirmed' and s.bounced_at is null`,
  unsubscribed: `s.status = 'unsubscribed'`,
  bounced: `s.status <> 'unsubscribed' and s.bounced_at is not null`,
};

const TOPICS = `coalesce((select array_agg(t.topic order by t.topic) from newsletter_topics t
                           where t.subscriber_id = s.id), '{}') as topics`;

const ROW = `s.id, s.email, s.name, ${STATUS} as status, ${TOPICS}, s.rhythm, s.source,
  s.consented_at, s.created_at, s.created_at::text as created_key`;

/** `%term%` for ILIKE, the term's own % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search and topic as SQL conditions on `s`, their values appended to `params`. */
function conditions(filter: SubscriberFilter, params: unknown[]): string[] {
  const where: string[] = [];
  if (filter.q) {
    params.push(containing(filter.q));
    where.push(`(s.email ilike $${params.length} or s.name ilike $${params.length})`);
  }
  if (filter.topic) {
    // Who receives the topic: readers who picked it, and readers who left every topic on.
    params.push(filter.topic);
    where.push(`(exists (select 1 from newsletter_topics t
                          where t.subscriber_id = s.id and t.topic = $${params.length})
                 or not exists (select 1 from newsletter_topics t
                                 where t.subscriber_id = s.id))`);
  }
  return where;
}

export interface Page {
  after?: { createdKey: string; id: string };
  limit: number;
}

/** One page of the list, newest first; keyset on (created_at, id), so page 500 costs page 1. */
export async function listPage(
  db: Queryable,
  filter: SubscriberFilter,
  page: Page,
): Promise<SubscriberListRow[]> {
  const params: unknown[] = [];
  const where = conditions(filter, params);
  if (filter.status) where.push(STATUS_CONDITION[filter.status]);
  if (page.after) {
    params.push(page.after.createdKey, page.after.id);
    where.push(
      `(s.created_at, s.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
    );
  }
  params.push(page.limit);
  const { rows } = await db.query<SubscriberListRow>(
    `select ${ROW} from newsletter_subscribers s
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by s.created_at desc, s.id desc limit $${params.length}`,
    params,
  );
  return rows;
}

/** How many addresses of each status match the search and topic. */
export async function countByStatus(
  db: Queryable,
  filter: SubscriberFilter,
): Promise<SubscriberCounts> {
  const params: unknown[] = [];
  const where = conditions(filter, params);
  const { rows } = await db.query<Record<keyof SubscriberCounts, string>>(
    `select count(*) as all,
            ${Object.entries(STATUS_CONDITION)
              .map(([status, condition]) => `count(*) filter (where ${condition}) as ${status}`)
              .join(', ')}
       from newsletter_subscribers s
      ${where.length ? `where ${where.join(' and ')}` : ''}`,
    params,
  );
  const row = rows[0];
  const n = (key: keyof SubscriberCounts) => Number(row?.[key] ?? 0);
  return {
    all: n('all'),
    pending: n('pending'),
    confirmed: n('confirmed'),
    unsubscribed: n('unsubscribed'),
    bounced: n('bounced'),
  };
}

/** Which of these addresses (lower-cased) are on the list already. */
export async function existingEmails(db: Queryable, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const { rows } = await db.query<{ email: string }>(
    `select lower(email) as email from newsletter_subscribers where lower(email) = any($1::text[])`,
    [emails.map((email) => email.toLowerCase())],
  );
  return new Set(rows.map((row) => row.email));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Adds the addresses not on the list yet; an address already there is left exactly as it is
 * (a reader who unsubscribed here is never subscribed again by an import). Returns the
 * statuses of the rows added.
 */
export async function insertImported(
  db: Queryable,
  source: string,
  subscribers: ImportedSubscriber[],
): Promise<string[]> {
  if (!subscribers.length) return [];
  const { rows } = await db.query<{ status: string }>(
    `insert into newsletter_subscribers
       (email, name, status, source, consented_at, unsubscribed_at, bounced_at)
     select e, n, st, $1, c, u, b
       from unnest($2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[],
                   $7::timestamptz[]) as t(e, n, st, c, u, b)
     on conflict do nothing
     returning status`,
    [
      source,
      subscribers.map((s) => s.email),
      subscribers.map((s) => s.name),
      subscribers.map((s) => s.status),
      subscribers.map((s) => iso(s.consentedAt)),
      subscribers.map((s) => iso(s.unsubscribedAt)),
      subscribers.map((s) => iso(s.bouncedAt)),
    ],
  );
  return rows.map((row) => row.status);
}
