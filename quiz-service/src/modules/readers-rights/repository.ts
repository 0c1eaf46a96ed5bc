import type { Queryable } from '../../db/database';
import { readerReadingData } from '../saved-articles';

/** Rows as JSON: each query below picks the columns a reader's copy of their data shows. */
type Rows = Record<string, unknown>[];

async function rows(db: Queryable, text: string, params: unknown[]): Promise<Rows> {
  return (await db.query<Record<string, unknown>>(text, params)).rows;
}

/** Everything the service keeps about one account, by table (Article 15 and 20's copy). */
export async function readerData(db: Queryable, userId: string, email: string) {
  const [profile] = await rows(
    db,
    `select id, name, username, email, profession, bio, avatar_file, created_at, updated_at
       from users where id = $1`,
    [userId],
  );
  return {
    profile,
    sessions: await rows(
      db,
      `select created_at, last_seen_at, expires_at, user_agent, ip, remember
         from sessions where user_id = $1 order by created_at`,
      [userId],
    ),
    quizAnswers: await rows(
      db,
      `select question_id, question_text, options, correct_option, chosen_option, correct,
              time_taken_seconds, time_zone, answered_at
         from quiz_answers where user_id = $1 order by answered_at, id`,
      [userId],
    ),
    dailyPlays: await rows(
      db,
      `select to_char(day, 'YYYY-MM-DD') as day, question_id, chosen_option, correct, answered_at
         from daily_plays where user_id = $1 order by day, answered_at`,
      [userId],
    ),
    dailyResults: await rows(
      db,
      `select to_char(day, 'YYYY-MM-DD') as day, share_id, answers, finished_at
         from daily_results where user_id = $1 order by day`,
      [userId],
    ),
    reviewBoxes: await rows(
      db,
      `select question_id, box, to_char(due_day, 'YYYY-MM-DD') as due_day, answers, updated_at
         from quiz_review_boxes where user_id = $1 order by question_id`,
      [userId],
    ),
    comments: await rows(
      db,
      `select id, blog_slug, parent_id, body, status, created_at
         from comments where user_id = $1 order by created_at`,
      [userId],
    ),
    // The categories, tags and authors the reader follows (the account's followed categories
    // are also its subscription's newsletter topics). Erased with the account (cascade).
    follows: await rows(
      db,
      'select kind, slug, created_at from reader_follows where user_id = $1 order by kind, slug',
      [userId],
    ),
    // Every column of the subscription (its topics and consent dates among them, and any
    // the newsletter adds later) but the row's own id.
    newsletter: (
      await rows(
        db,
        `select to_jsonb(s) - 'id' as subscription from newsletter_subscribers s
          where lower(email) = lower($1)`,
        [email],
      )
    ).map((row) => row.subscription),
    storySubmissions: await rows(
      db,
      `select title, media_type, cms_document_id, created_at
         from story_submissions where user_id = $1 order by created_at`,
      [userId],
    ),
    contactMessages: await rows(
      db,
      `select name, email, number, subject, message, created_at
         from contact_messages where lower(email) = lower($1) order by created_at`,
      [email],
    ),
    // The reading list and how far each article was read (modules/saved-articles).
    ...(await readerReadingData(db, userId)),
  };
}

export type ReaderData = Awaited<ReturnType<typeof readerData>>;

/** The CMS drafts the reader sent, whose submitter's name the CMS is asked to clear. */
export async function storyDrafts(db: Queryable, userId: string) {
  const { rows: found } = await db.query<{ cms_document_id: string }>(
    `select cms_document_id from story_submissions
      where user_id = $1 and cms_document_id is not null`,
    [userId],
  );
  return found.map((r) => r.cms_document_id);
}

/**
 * Erases the account within `tx`: what is kept loses its link to the person first (quiz answers
 * for the questions' figures, comments when the reader keeps them, story submissions for the
 * CMS drafts), then the account goes and its keys take sessions, plays, boxes, reports and
 * pending changes with it. The newsletter subscription and the contact messages under its
 * address go too.
 */
export async function eraseReader(
  tx: Queryable,
  user: { id: string; email: string },
  comments: 'delete' | 'anonymise',
) {
  await tx.query('update quiz_answers set user_id = null, time_zone = null where user_id = $1', [
    user.id,
  ]);
  if (comments === 'delete') {
    await tx.query('delete from comments where user_id = $1', [user.id]);
  } else {
    await tx.query('update comments set user_id = null, ip = null where user_id = $1', [user.id]);
  }
  await tx.query(`delete from comment_blocks where kind = 'account' and target = $1`, [user.id]);
  await tx.query('update story_submissions set user_id = null where user_id = $1', [user.id]);
  await tx.query('delete from newsletter_subscribers where lower(email) = lower($1)', [user.email]);
  await tx.query('delete from contact_messages where lower(email) = lower($1)', [user.email]);
  await tx.query('delete from users where id = $1', [user.id]);
}

/** A reader found by their address or username (any case), for the newsroom. */
export async function findReader(db: Queryable, q: string) {
  const { rows: found } = await db.query<{
    id: string;
    username: string;
    name: string;
    email: string;
    created_at: Date;
  }>(
    `select id, username, name, email, created_at from users
      where lower(email) = lower($1) or lower(username) = lower($1) limit 1`,
    [q],
  );
  return found[0] ?? null;
}

export async function logAction(
  db: Queryable,
  entry: {
    action: 'export' | 'erase';
    readerHash: string;
    editor: { id: string; name: string } | null;
  },
) {
  await db.query(
    `insert into privacy_actions (action, reader_hash, requested_by, editor_id, editor_name)
     values ($1, $2, $3, $4, $5)`,
    [
      entry.action,
      entry.readerHash,
      entry.editor ? 'editor' : 'reader',
      entry.editor?.id ?? null,
      entry.editor?.name ?? null,
    ],
  );
}
