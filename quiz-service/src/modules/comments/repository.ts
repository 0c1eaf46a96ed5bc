import type { Queryable } from '../../db/database';

export interface ListedCommentRow {
  id: string;
  author_name: string | null;
  body: string;
  created_at: Date;
  from_publication: boolean;
  /** The viewer has reported it (false for visitors). */
  reported: boolean;
}

export interface ListedReplyRow extends ListedCommentRow {
  parent_id: string;
}

export async function insertComment(
  db: Queryable,
  comment: {
    blogSlug: string;
    userId: string | null;
    body: string;
    status: 'approved' | 'held';
    ip: string | null;
    parentId?: string | null;
    fromPublication?: boolean;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into comments (blog_slug, user_id, body, status, ip, parent_id, from_publication)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      comment.blogSlug,
      comment.userId,
      comment.body,
      comment.status,
      comment.ip,
      comment.parentId ?? null,
      comment.fromPublication ?? false,
    ],
  );
  return rows[0]!.id;
}

/** The comment a reply answers: a reply to a reply answers that reply's own comment. */
export async function replyTarget(db: Queryable, commentId: string) {
  const { rows } = await db.query<{ id: string; blog_slug: string; status: string }>(
    `select coalesce(top.id, c.id) as id, c.blog_slug, coalesce(top.status, c.status) as status
       from comments c left join comments top on top.id = c.parent_id
      where c.id = $1`,
    [commentId],
  );
  return rows[0] ?? null;
}

/** True when the account, or the address, may no longer comment. */
export async function isBlocked(db: Queryable, userId: string | null, ip: string | null) {
  const { rowCount } = await db.query(
    `select 1 from comment_blocks
      where (kind = 'account' and target = $1) or (kind = 'address' and target = $2)
      limit 1`,
    [userId ?? '', ip ?? ''],
  );
  return rowCount > 0;
}

export async function userHasCommented(db: Queryable, userId: string, blogSlug: string) {
  const { rowCount } = await db.query(
    'select 1 from comments where user_id = $1 and blog_slug = $2 and parent_id is null',
    [userId, blogSlug],
  );
  return rowCount > 0;
}

const LISTED_FIELDS = `c.id, u.name as author_name, c.body, c.created_at, c.from_publication,
  exists (select 1 from comment_reports r where r.comment_id = c.id and r.user_id = $2)
    as reported`;

/**
 * Approved comments of an article (replies aside), newest first, with the author's current
 * name; removed and held ones are never listed nor counted.
 */
export async function listApproved(
  db: Queryable,
  blogSlug: string,
  limit: number,
  offset: number,
  viewerId: string | null,
) {
  const [page, count] = await Promise.all([
    db.query<ListedCommentRow>(
      `select ${LISTED_FIELDS}
         from comments c left join users u on u.id = c.user_id
        where c.blog_slug = $1 and c.status = 'approved' and c.parent_id is null
        order by c.created_at desc, c.seq desc
        limit $3 offset $4`,
      [blogSlug, viewerId, limit, offset],
    ),
    db.query<{ total: string | number }>(
      `select count(*) as total from comments
        where blog_slug = $1 and status = 'approved' and parent_id is null`,
      [blogSlug],
    ),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** The approved replies of these comments, oldest first. */
export async function listApprovedReplies(
  db: Queryable,
  parentIds: string[],
  viewerId: string | null,
) {
  if (parentIds.length === 0) return [];
  const { rows } = await db.query<ListedReplyRow>(
    `select ${LISTED_FIELDS}, c.parent_id
       from comments c left join users u on u.id = c.user_id
      where c.parent_id = any($1::uuid[]) and c.status = 'approved'
      order by c.created_at, c.seq`,
    [parentIds, viewerId],
  );
  return rows;
}

/** Postgres unique violation of the one-comment-per-reader index. */
export function isDuplicateComment(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    `${e.constraint ?? ''} ${e.message ?? ''}`.includes('comments_one_per_user_blog_key')
  );
}
