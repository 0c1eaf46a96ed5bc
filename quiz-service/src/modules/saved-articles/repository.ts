import type { Queryable } from '../../db/database';

export interface SavedArticleRow {
  slug: string;
  title: string;
  description: string;
  category: { name: string; slug: string } | null;
  saved_at: Date;
  progress: number | null;
}

export interface PublishedArticle {
  slug: string;
  title: string;
  description: string;
  category: { name: string; slug: string } | null;
}

/** A published article as the search index holds it, or undefined. */
export async function publishedArticle(
  db: Queryable,
  slug: string,
): Promise<PublishedArticle | undefined> {
  const { rows } = await db.query<PublishedArticle>(
    `select slug, title, description,
            case when category_slug is null then null
                 else jsonb_build_object('name', category_name, 'slug', category_slug) end as category
       from search_articles where slug = $1`,
    [slug],
  );
  return rows[0];
}

const LIST_COLUMNS = `s.slug, s.title, s.description, s.category, s.saved_at, p.progress`;

/** The reader's reading list, newest first, with how far they read each. */
export async function listSaved(db: Queryable, userId: string): Promise<SavedArticleRow[]> {
  const { rows } = await db.query<SavedArticleRow>(
    `select ${LIST_COLUMNS}
       from saved_articles s
       left join reading_positions p on p.user_id = s.user_id and p.slug = s.slug
      where s.user_id = $1
      order by s.saved_at desc, s.slug`,
    [userId],
  );
  return rows;
}

/**
 * Locks the reader's account row for the rest of the transaction: two saves at once cannot
 * both pass the list's cap.
 */
export async function lockReader(tx: Queryable, userId: string): Promise<void> {
  await tx.query('select id from users where id = $1 for update', [userId]);
}

export async function countSaved(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from saved_articles where user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export async function isSaved(db: Queryable, userId: string, slug: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from saved_articles where user_id = $1 and slug = $2',
    [userId, slug],
  );
  return rowCount > 0;
}

/** Saves the article (again: moved to the top, its copy refreshed). */
export async function saveArticle(
  db: Queryable,
  userId: string,
  article: PublishedArticle,
): Promise<SavedArticleRow> {
  await db.query(
    `insert into saved_articles (user_id, slug, title, description, category)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, slug) do update set
       title = excluded.title, description = excluded.description,
       category = excluded.category, saved_at = now()`,
    [
      userId,
      article.slug,
      article.title,
      article.description,
      article.category ? JSON.stringify(article.category) : null,
    ],
  );
  const { rows } = await db.query<SavedArticleRow>(
    `select ${LIST_COLUMNS}
       from saved_articles s
       left join reading_positions p on p.user_id = s.user_id and p.slug = s.slug
      where s.user_id = $1 and s.slug = $2`,
    [userId, article.slug],
  );
  return rows[0]!;
}

export async function unsaveArticle(db: Queryable, userId: string, slug: string): Promise<void> {
  await db.query('delete from saved_articles where user_id = $1 and slug = $2', [userId, slug]);
}

/**
 * Records how far the reader has read. Finished stays finished (scrolling back up to look at a
 * picture does not offer the article again); a finished article's progress keeps its furthest.
 */
export async function recordPosition(
  db: Queryable,
  userId: string,
  slug: string,
  progress: number,
  finished: boolean,
): Promise<{ progress: number; finished: boolean }> {
  const { rows } = await db.query<{ progress: number; finished: boolean }>(
    `insert into reading_positions (user_id, slug, progress, finished)
     values ($1, $2, $3, $4)
     on conflict (user_id, slug) do update set
       progress = case when reading_positions.finished
                       then greatest(reading_positions.progress, excluded.progress)
                       else excluded.progress end,
       finished = reading_positions.finished or excluded.finished,
       updated_at = now()
     returning progress, finished`,
    [userId, slug, progress, finished],
  );
  return rows[0]!;
}

export interface ContinueRow {
  slug: string;
  title: string;
  progress: number;
  updated_at: Date;
}

/**
 * The article the reader read last and left unfinished, having read at least `atLeast` of it;
 * only a published one (its title from the search index).
 */
export async function lastUnfinished(
  db: Queryable,
  userId: string,
  atLeast: number,
): Promise<ContinueRow | undefined> {
  const { rows } = await db.query<ContinueRow>(
    `select p.slug, a.title, p.progress, p.updated_at
       from reading_positions p
       join search_articles a on a.slug = p.slug
      where p.user_id = $1 and not p.finished and p.progress >= $2
      order by p.updated_at desc
      limit 1`,
    [userId, atLeast],
  );
  return rows[0];
}

/** What the reader's copy of their data shows of their reading list and positions. */
export async function readerReadingData(db: Queryable, userId: string) {
  const saved = await db.query<Record<string, unknown>>(
    `select slug, title, saved_at from saved_articles where user_id = $1 order by saved_at`,
    [userId],
  );
  const positions = await db.query<Record<string, unknown>>(
    `select slug, progress, finished, updated_at from reading_positions
      where user_id = $1 order by updated_at`,
    [userId],
  );
  return { savedArticles: saved.rows, readingPositions: positions.rows };
}
