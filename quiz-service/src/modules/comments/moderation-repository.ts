import type { Queryable } from '../../db/database';

/** A comment as the newsroom sees it: its state, its reports and who wrote it. */
export interface ModeratedCommentRow {
  id: string;
  blog_slug: string;
  parent_id: string | null;
  body: string;
  status: 'approved' | 'held' | 'removed';
  from_publication: boolean;
  author_name: string | null;
  author_username: string | null;
  user_id: string | null;
  created_at: Date;
  removed_at: Date | null;
  removed_reason: string | null;
  report_count: string | number;
  reports_reviewed: number;
  blocked: boolean;
}

const FIELDS = `c.id, c.blog_slug, c.parent_id, c.body, c.status, c.from_publication,
  u.name as author_name, u.username as author_username, c.user_id, c.created_at,
  c.removed_at, c.removed_reason, c.reports_reviewed,
  (select count(*) from comment_reports r where r.comment_id = c.id) as report_count,
  exists (select 1 from comment_blocks b
           where (b.kind = 'account' and b.target = c.user_id::text)
              or (b.kind = 'address' and b.target = c.ip)) as blocked`;

const FROM = 'from comments c left join users u on u.id = c.user_id';

export async function findComment(db: Queryable, id: string) {
  const { rows } = await db.query<ModeratedCommentRow & { ip: string | null }>(
    `select ${FIELDS}, c.ip ${FROM} where c.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Held comments, and listed ones with reports no editor has looked at, oldest first. */
export async function queue(db: Queryable, limit: number) {
  const { rows } = await db.query<ModeratedCommentRow>(
    `select * from (select ${FIELDS} ${FROM} where c.status in ('held', 'approved')) q
      where q.status = 'held' or q.report_count::int > q.reports_reviewed
      order by q.created_at
      limit $1`,
    [limit],
  );
  return rows;
}

/**
 * Comments for the newsroom's search: listed or removed, newest first, optionally of one
 * article and containing some text (matched with `position`, no pattern language).
 */
export async function search(
  db: Queryable,
  filter: { status: 'approved' | 'removed'; blogSlug?: string; text?: string; limit: number },
) {
  const { rows } = await db.query<ModeratedCommentRow>(
    `select ${FIELDS} ${FROM}
      where c.status = $1
        and ($2::text is null or c.blog_slug = $2)
        and ($3::text is null or position(lower($3) in lower(c.body)) > 0
             or position(lower($3) in lower(coalesce(u.name, ''))) > 0)
      order by c.created_at desc, c.seq desc
      limit $4`,
    [filter.status, filter.blogSlug ?? null, filter.text ?? null, filter.limit],
  );
  return rows;
}

export async function setStatus(
  db: Queryable,
  id: string,
  change: { status: 'approved'; reportsReviewed: boolean } | { status: 'removed'; reason: string },
) {
  if (change.status === 'approved')
    await db.query(
      `update comments set status = 'approved', removed_at = null, removed_reason = null,
         reports_reviewed = case when $2 then
           (select count(*) from comment_reports r where r.comment_id = comments.id)
           else reports_reviewed end
        where id = $1`,
      [id, change.reportsReviewed],
    );
  else
    await db.query(
      `update comments set status = 'removed', removed_at = now(), removed_reason = $2
        where id = $1`,
      [id, change.reason],
    );
}

export interface LogEntry {
  commentId: string;
  action: 'approve' | 'reject' | 'remove' | 'restore' | 'reply' | 'block' | 'unblock';
  reason: string | null;
  editor: { id: string; name: string };
}

export async function log(db: Queryable, entry: LogEntry) {
  await db.query(
    `insert into comment_moderation_log (comment_id, action, reason, editor_id, editor_name)
     values ($1, $2, $3, $4, $5)`,
    [entry.commentId, entry.action, entry.reason, entry.editor.id, entry.editor.name],
  );
}

export async function logOf(db: Queryable, commentId: string) {
  const { rows } = await db.query<{
    action: LogEntry['action'];
    reason: string | null;
    editor_id: string;
    editor_name: string;
    created_at: Date;
  }>(
    `select action, reason, editor_id, editor_name, created_at from comment_moderation_log
      where comment_id = $1 order by id`,
    [commentId],
  );
  return rows;
}

/** Adds a report; false when this reader had already reported the comment. */
export async function addReport(db: Queryable, commentId: string, userId: string) {
  const { rowCount } = await db.query(
    `insert into comment_reports (comment_id, user_id) values ($1, $2) on conflict do nothing`,
    [commentId, userId],
  );
  return rowCount > 0;
}

export interface BlockRow {
  id: string;
  kind: 'account' | 'address';
  target: string;
  reason: string;
  comment_id: string | null;
  blocked_by_name: string;
  created_at: Date;
  username: string | null;
}

/** Blocks a target; the existing block when it was already blocked. */
export async function addBlock(
  db: Queryable,
  block: {
    kind: 'account' | 'address';
    target: string;
    reason: string;
    commentId: string;
    editor: { id: string; name: string };
  },
) {
  await db.query(
    `insert into comment_blocks (kind, target, reason, comment_id, blocked_by_id, blocked_by_name)
     values ($1, $2, $3, $4, $5, $6) on conflict (kind, target) do nothing`,
    [block.kind, block.target, block.reason, block.commentId, block.editor.id, block.editor.name],
  );
}

export async function listBlocks(db: Queryable) {
  const { rows } = await db.query<BlockRow>(
    `select b.id, b.kind, b.target, b.reason, b.comment_id, b.blocked_by_name, b.created_at,
            u.username
       from comment_blocks b
       left join users u on b.kind = 'account' and u.id::text = b.target
      order by b.created_at desc
      limit 500`,
  );
  return rows;
}

export async function removeBlock(db: Queryable, id: string) {
  const { rows } = await db.query<{ comment_id: string | null }>(
    'delete from comment_blocks where id = $1 returning comment_id',
    [id],
  );
  return rows[0] ?? null;
}
