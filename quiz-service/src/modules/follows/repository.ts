import type { Follow, FollowKind } from '@apogee/contracts/follows';
import type { Queryable } from '../../db/database';

/**
 * The categories of the confirmed subscription under the account's address that the account
 * does not follow yet: topics chosen on the newsletter's own pages before the account existed
 * (or before its first change). A reader's followed categories include them (one list of
 * interests); a confirmed subscription proves the address's owner chose them.
 */
const SUBSCRIPTION_TOPICS = `
  select 'category'::text as kind, t.topic as slug
    from users u
    join newsletter_subscribers s on lower(s.email) = lower(u.email) and s.status = 'confirmed'
    join newsletter_subscriber_topics t on t.subscriber_id = s.id
   where u.id = $1`;

/** Everything the reader follows, by kind then slug. */
export async function listFollows(db: Queryable, userId: string): Promise<Follow[]> {
  const { rows } = await db.query<Follow>(
    `select kind, slug from reader_follows where user_id = $1
     union
     ${SUBSCRIPTION_TOPICS}
     order by kind, slug`,
    [userId],
  );
  return rows;
}

/**
 * Makes the account's follows the one home of its categories before a change: the topics
 * stored on the subscription under its address become followed categories and leave the
 * subscription (whose topics then come from the follows, through the newsletter_topics view).
 * `anyStatus` also takes them from a subscription not confirmed (its owner proved the address
 * some other way: the email's link).
 */
export async function adoptSubscriptionTopics(
  db: Queryable,
  userId: string,
  anyStatus = false,
): Promise<void> {
  const status = anyStatus ? '' : `and s.status = 'confirmed'`;
  await db.query(
    `with subscription as (
       select s.id from users u
         join newsletter_subscribers s on lower(s.email) = lower(u.email) ${status}
        where u.id = $1
     ), moved as (
       delete from newsletter_subscriber_topics t using subscription
        where t.subscriber_id = subscription.id
       returning t.topic
     )
     insert into reader_follows (user_id, kind, slug)
     select $1, 'category', topic from moved
     on conflict do nothing`,
    [userId],
  );
}

/** How many follows the reader has, all kinds together. */
export async function countFollows(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from reader_follows where user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Adds a follow; true when it is new. */
export async function addFollow(
  db: Queryable,
  userId: string,
  kind: FollowKind,
  slug: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into reader_follows (user_id, kind, slug) values ($1, $2, $3)
     on conflict do nothing`,
    [userId, kind, slug],
  );
  return (rowCount ?? 0) > 0;
}

export async function removeFollow(db: Queryable, userId: string, kind: FollowKind, slug: string) {
  await db.query('delete from reader_follows where user_id = $1 and kind = $2 and slug = $3', [
    userId,
    kind,
    slug,
  ]);
}

/** Replaces the reader's followed categories (the newsletter panel's topics). */
export async function replaceCategories(db: Queryable, userId: string, slugs: string[]) {
  await db.query(
    `delete from reader_follows where user_id = $1 and kind = 'category'
       and not (slug = any($2::text[]))`,
    [userId, slugs],
  );
  await db.query(
    `insert into reader_follows (user_id, kind, slug)
     select $1, 'category', slug from unnest($2::text[]) as slug
     on conflict do nothing`,
    [userId, slugs],
  );
}

/** The account with this address, if there is one (newsletter pages reach follows by it). */
export async function accountOfAddress(db: Queryable, email: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'select id from users where lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.id ?? null;
}

export interface FeedRow {
  slug: string;
  title: string;
  description: string;
  published_at: Date | null;
  category_name: string | null;
  category_slug: string | null;
  author: { name: string; slug: string } | null;
}

/**
 * The newest published articles in any of the followed categories, with any of the followed
 * tags (by slug or lower-case name, as tag pages match them) or by any of the followed
 * authors. Read from the search index, which the CMS keeps current (published articles only).
 */
export async function feed(
  db: Queryable,
  follows: { categories: string[]; tags: string[]; authors: string[] },
  limit: number,
): Promise<FeedRow[]> {
  const { rows } = await db.query<FeedRow>(
    `select slug, title, description, published_at, category_name, category_slug, author
       from search_articles
      where category_slug = any($1::text[])
         or tag_keys && $2::text[]
         or (author ->> 'slug') = any($3::text[])
      order by coalesce(published_at, '-infinity') desc, document_id desc
      limit $4`,
    [follows.categories, follows.tags, follows.authors, limit],
  );
  return rows;
}
