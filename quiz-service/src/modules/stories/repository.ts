import type { Queryable } from '../../db/database';

export async function countRecentSubmissions(db: Queryable, userId: string, since: Date) {
  const { rows } = await db.query<{ total: string | number }>(
    'select count(*) as total from story_submissions where user_id = $1 and created_at > $2',
    [userId, since],
  );
  return Number(rows[0]?.total ?? 0);
}

export async function insertSubmission(
  db: Queryable,
  submission: {
    userId: string;
    title: string;
    mediaType: 'image' | 'video';
    documentId: string;
    fileId: number;
  },
) {
  await db.query(
    `insert into story_submissions (user_id, title, media_type, cms_document_id, cms_file_id)
     values ($1, $2, $3, $4, $5)`,
    [
      submission.userId,
      submission.title,
      submission.mediaType,
      submission.documentId,
      submission.fileId,
    ],
  );
}
