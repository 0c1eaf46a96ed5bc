import { PUBLICATION_AUTHOR, commentMessages } from '@apogee/contracts/comments';
import { moderationMessages } from '@apogee/contracts/comment-moderation';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { rateLimits, type RateLimiter } from '../../lib/rate-limit';
import * as repo from './repository';
import * as mod from './moderation-repository';

/** How long a removal can be undone; after that it is final and restore is refused. */
export const RESTORE_WINDOW_DAYS = 30;
const RESTORE_WINDOW_MS = RESTORE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
const QUEUE_SIZE = 100;
const SEARCH_SIZE = 50;

/** The CMS admin user acting, as the CMS names them (for the log). */
export interface Editor {
  id: string;
  name: string;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A comment for the newsroom's screens: never its address, only whether it is blocked. */
function moderatedView(row: mod.ModeratedCommentRow) {
  const removedAt = iso(row.removed_at);
  return {
    id: row.id,
    blogSlug: row.blog_slug,
    parentId: row.parent_id,
    comment: row.body,
    status: row.status === 'approved' ? ('listed' as const) : row.status,
    fromPublication: row.from_publication,
    authorName: row.from_publication
      ? PUBLICATION_AUTHOR.name
      : (row.author_name ?? commentMessages.visitorName),
    authorUsername: row.author_username,
    hasAccount: row.user_id !== null,
    createdAt: iso(row.created_at)!,
    removedAt,
    removedReason: row.removed_reason,
    restorableUntil: removedAt
      ? new Date(Date.parse(removedAt) + RESTORE_WINDOW_MS).toISOString()
      : null,
    reportCount: Number(row.report_count),
    blocked: row.blocked,
  };
}
export type ModeratedComment = ReturnType<typeof moderatedView>;

export function createModeration(deps: { db: Database; limiter: RateLimiter }) {
  const { db, limiter } = deps;

  async function existing(id: string) {
    const row = await mod.findComment(db, id);
    if (!row) throw new AppError(404, 'COMMENT_NOT_FOUND', moderationMessages.notFound);
    return row;
  }

  /** Changes a comment and logs it in one transaction; answers the comment as it is now. */
  async function act(
    id: string,
    entry: Omit<mod.LogEntry, 'commentId'>,
    change: (tx: Queryable) => Promise<unknown>,
  ) {
    await db.transaction(async (tx) => {
      await change(tx);
      await mod.log(tx, { ...entry, commentId: id });
    });
    return moderatedView(await existing(id));
  }

  return {
    async queue() {
      return (await mod.queue(db, QUEUE_SIZE)).map(moderatedView);
    },

    async search(filter: { status: 'listed' | 'removed'; blogSlug?: string; text?: string }) {
      const status = filter.status === 'listed' ? 'approved' : 'removed';
      return (await mod.search(db, { ...filter, status, limit: SEARCH_SIZE })).map(moderatedView);
    },

    /** A held comment is listed; a reported one stays listed and leaves the queue. */
    async approve(id: string, editor: Editor) {
      const row = await existing(id);
      if (row.status === 'removed')
        throw new AppError(409, 'COMMENT_REMOVED', moderationMessages.approveRemoved);
      return act(id, { action: 'approve', reason: null, editor }, (tx) =>
        mod.setStatus(tx, id, { status: 'approved', reportsReviewed: true }),
      );
    },

    /** Rejects a held or reported comment: removed with the reason, restorable for a while. */
    async reject(id: string, editor: Editor, reason: string) {
      const row = await existing(id);
      if (row.status === 'removed')
        throw new AppError(409, 'COMMENT_REMOVED', moderationMessages.alreadyRemoved);
      return act(id, { action: 'reject', reason, editor }, (tx) =>
        mod.setStatus(tx, id, { status: 'removed', reason }),
      );
    },

    async remove(id: string, editor: Editor, reason: string) {
      const row = await existing(id);
      if (row.status === 'removed')
        throw new AppError(409, 'COMMENT_REMOVED', moderationMessages.alreadyRemoved);
      return act(id, { action: 'remove', reason, editor }, (tx) =>
        mod.setStatus(tx, id, { status: 'removed', reason }),
      );
    },

    /** Lists a removed comment again, within RESTORE_WINDOW_DAYS of its removal. */
    async restore(id: string, editor: Editor) {
      const row = await existing(id);
      if (row.status !== 'removed' || !row.removed_at)
        throw new AppError(409, 'COMMENT_NOT_REMOVED', moderationMessages.notRemoved);
      if (Date.now() - new Date(row.removed_at).getTime() > RESTORE_WINDOW_MS)
        throw new AppError(409, 'REMOVAL_FINAL', moderationMessages.removalFinal);
      return act(id, { action: 'restore', reason: null, editor }, (tx) =>
        mod.setStatus(tx, id, { status: 'approved', reportsReviewed: true }),
      );
    },

    /** The publication answers a comment (a reply's answer goes under the same comment). */
    async reply(id: string, editor: Editor, text: string) {
      const target = await repo.replyTarget(db, id);
      if (!target) throw new AppError(404, 'COMMENT_NOT_FOUND', moderationMessages.notFound);
      if (target.status !== 'approved')
        throw new AppError(409, 'COMMENT_NOT_LISTED', moderationMessages.replyNotListed);
      const replyId = await db.transaction(async (tx) => {
        const newId = await repo.insertComment(tx, {
          blogSlug: target.blog_slug,
          userId: null,
          body: text,
          status: 'approved',
          ip: null,
          parentId: target.id,
          fromPublication: true,
        });
        await mod.log(tx, { commentId: newId, action: 'reply', reason: null, editor });
        return newId;
      });
      return moderatedView(await existing(replyId));
    },

    /** Blocks the comment's author: their account, or the address it came from. */
    async block(id: string, editor: Editor, target: 'account' | 'address', reason: string) {
      const row = await existing(id);
      const value = target === 'account' ? row.user_id : row.ip;
      if (!value)
        throw new AppError(
          409,
          'NOTHING_TO_BLOCK',
          target === 'account' ? moderationMessages.noAccount : moderationMessages.noAddress,
        );
      return act(id, { action: 'block', reason: `${target}: ${reason}`, editor }, (tx) =>
        mod.addBlock(tx, { kind: target, target: value, reason, commentId: id, editor }),
      );
    },

    async blocks() {
      return (await mod.listBlocks(db)).map((row) => ({
        id: row.id,
        kind: row.kind,
        // An account by its username; an address as it is (needed to recognise it).
        label:
          row.kind === 'account' ? (row.username ?? moderationMessages.deletedAccount) : row.target,
        reason: row.reason,
        commentId: row.comment_id,
        blockedBy: row.blocked_by_name,
        createdAt: iso(row.created_at)!,
      }));
    },

    async unblock(blockId: string, editor: Editor) {
      const removed = await db.transaction(async (tx) => {
        const block = await mod.removeBlock(tx, blockId);
        if (block?.comment_id)
          await mod.log(tx, {
            commentId: block.comment_id,
            action: 'unblock',
            reason: null,
            editor,
          });
        return block;
      });
      if (!removed) throw new AppError(404, 'BLOCK_NOT_FOUND', moderationMessages.blockNotFound);
    },

    async log(id: string) {
      await existing(id);
      return (await mod.logOf(db, id)).map((row) => ({
        action: row.action,
        reason: row.reason,
        editor: { id: row.editor_id, name: row.editor_name },
        at: iso(row.created_at)!,
      }));
    },

    /** A signed-in reader reports a listed comment, once. */
    async report(id: string, userId: string) {
      await limiter.consume(rateLimits.commentReportPerAccount, userId);
      const row = await mod.findComment(db, id);
      if (!row || row.status !== 'approved')
        throw new AppError(404, 'COMMENT_NOT_FOUND', commentMessages.commentUnavailable);
      if (row.user_id === userId)
        throw new AppError(400, 'OWN_COMMENT', commentMessages.ownComment);
      if (!(await mod.addReport(db, id, userId)))
        throw new AppError(409, 'ALREADY_REPORTED', commentMessages.alreadyReported);
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
