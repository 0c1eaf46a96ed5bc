import type { Database, Queryable } from '../../db/database';

export async function countRecentSubmissions(db: Queryable, userId: string, since: Date) {
  const { rows } = await db.query<{ total: string | number }>(
    'select count(*) as total from story_submissions where user_id = $1 and created_at > $2',
    [userId, since],
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * Takes one of the reader's daily places: stores the submission (without its CMS ids yet) when
 * fewer than `limit` were made since `since`, and returns its id; null when the limit is
 * reached. The count and the insert run under a lock on the reader (a transaction-scoped
 * advisory lock), so parallel submissions queue here and each counts the ones before it: a
 * single `insert … where (select count(*) …) < limit` would not do, as concurrent statements
 * count from snapshots that miss each other's rows.
 */
export async function reserveSubmission(
  db: Database,
  submission: { userId: string; title: string; mediaType: 'image' | 'video' },
  limit: number,
  since: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select pg_advisory_xact_lock(hashtextextended('story-submissions:' || $1, 0))`,
      [submission.userId],
    );
    if ((await countRecentSubmissions(tx, submission.userId, since)) >= limit) return null;
    const { rows } = await tx.query<{ id: string }>(
      `insert into story_submissions (user_id, title, media_type)
       values ($1, $2, $3) returning id`,
      [submission.userId, submission.title, submission.mediaType],
    );
    return rows[0]?.id ?? null;
  });
}

/** The media and the draft exist: the submission records where they are. */
export async function completeSubmission(
  db: Queryable,
  id: string,
  cms: { documentId: string; fileId: number },
) {
  await db.query(
    'update story_submissions set cms_document_id = $2, cms_file_id = $3 where id = $1',
    [id, cms.documentId, cms.fileId],
  );
}

/** The submission was refused or the CMS failed: it gives its place back. */
export async function releaseSubmission(db: Queryable, id: string) {
  await db.query('delete from story_submissions where id = $1', [id]);
}

export interface SubmissionRow {
  cms_document_id: string;
  title: string;
  user_id: string | null;
  created_at: Date;
}

/** The readers' submissions behind these CMS drafts (a draft an editor made has none). */
export async function submissionsOfDrafts(db: Queryable, documentIds: string[]) {
  const { rows } = await db.query<SubmissionRow>(
    `select cms_document_id, title, user_id, created_at from story_submissions
      where cms_document_id = any($1::text[]) order by created_at`,
    [documentIds],
  );
  return rows;
}
