import type { Queryable } from '../../db/database';

export interface ListedCommentRow {
  id: string;
  author_name: string | null;
  body: string;
  created_at: Date;
}

export async function insertComment(
  db: Queryable,
  comment: {
    blogSlug: string;
    userId: string | null;
    body: string;
    status: 'approved' | 'held';
    ip: string;
  },
) {
  await db.query(
    `insert into comments (blog_slug, user_id, body, status, ip) values ($1, $2, $3, $4, $5)`,
    [comment.blogSlug, comment.userId, comment.body, comment.status, comment.ip],
  );
}

export async function userHasCommented(db: Queryable, userId: string, blogSlug: string) {
  const { rowCount } = await db.query(
    'select 1 from comments where user_id = $1 and blog_slug = $2',
    [userId, blogSlug],
  );
  return rowCount > 0;
}

/** Approved comments of an article, newest first, with the author's current name. */
export async function listApproved(db: Queryable, blogSlug: string, limit: number, offset: number) {
  const [page, count] = await Promise.all([
    db.query<ListedCommentRow>(
      `select c.id, u.name as author_name, c.body, c.created_at
         from comments c left join users u on u.id = c.user_id
        where c.blog_slug = $1 and c.status = 'approved'
        order by c.created_at desc, c.seq desc
        limit $2 offset $3`,
      [blogSlug, limit, offset],
    ),
    db.query<{ total: string | number }>(
      `select count(*) as total from comments where blog_slug = $1 and status = 'approved'`,
      [blogSlug],
    ),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** Postgres unique violation of the one-comment-per-reader index. */
export function isDuplicateComment(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    `${e.constraint ?? ''} ${e.message ?? ''}`.includes('comments_one_per_user_blog_key')
  );
}
