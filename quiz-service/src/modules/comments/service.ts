import {
  COMMENTS_PAGE_SIZE,
  PUBLICATION_AUTHOR,
  commentMessages,
  type CommentListResponse,
  type ReplyView,
} from '@apogee/contracts/comments';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { rateLimits, type RateLimiter } from '../../lib/rate-limit';
import type { BlogCatalog } from './blog-catalog';
import * as repo from './repository';
import { looksLikeSpam } from './spam-check';

export interface NewComment {
  comment: string;
  blogSlug: string;
  /** The hidden honeypot field: people leave it empty. */
  website?: string;
  /** A reply to this comment (one level deep). */
  parentId?: string;
}

export interface CommentAuthor {
  userId: string | null;
  ip: string;
}

export type CommentOutcome = 'listed' | 'held' | 'dropped';

/** A listed comment or reply as readers see it. */
export function commentView(row: repo.ListedCommentRow): ReplyView {
  return {
    id: row.id,
    authorName: row.from_publication
      ? PUBLICATION_AUTHOR.name
      : (row.author_name ?? commentMessages.visitorName),
    comment: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    fromPublication: row.from_publication,
    reported: row.reported,
  };
}

export function createCommentsService(deps: {
  db: Database;
  limiter: RateLimiter;
  blogs: BlogCatalog;
}) {
  const { db, limiter, blogs } = deps;

  /** The listed comment of this article a reply goes under (one level deep). */
  async function replyParent(commentId: string, blogSlug: string): Promise<string> {
    const target = await repo.replyTarget(db, commentId);
    if (!target || target.status !== 'approved' || target.blog_slug !== blogSlug)
      throw new AppError(404, 'COMMENT_NOT_FOUND', commentMessages.replyUnavailable);
    return target.id;
  }

  return {
    /**
     * Stores a comment. Bots that fill the honeypot and held spam get the same answer as
     * everyone, so they learn nothing; the outcome is returned for logs and tests.
     */
    async submit(input: NewComment, author: CommentAuthor): Promise<CommentOutcome> {
      if (input.website?.trim()) return 'dropped';
      await limiter.consume(rateLimits.commentPerIp, author.ip);
      if (!author.userId) await limiter.consume(rateLimits.commentVisitorPerIp, author.ip);
      if (await repo.isBlocked(db, author.userId, author.ip))
        throw new AppError(403, 'COMMENTS_BLOCKED', commentMessages.blocked, {
          comment: commentMessages.blocked,
        });
      if (!(await blogs.isPublished(input.blogSlug)))
        throw new AppError(404, 'BLOG_NOT_FOUND', commentMessages.unknownBlog);
      const parentId = input.parentId ? await replyParent(input.parentId, input.blogSlug) : null;
      const duplicate = () =>
        new AppError(409, 'ALREADY_COMMENTED', commentMessages.duplicate, {
          comment: commentMessages.duplicate,
        });
      // One comment per reader per article; replies are held back by the rate limits only.
      if (
        !parentId &&
        author.userId &&
        (await repo.userHasCommented(db, author.userId, input.blogSlug))
      )
        throw duplicate();
      const status = looksLikeSpam(input.comment) ? 'held' : 'approved';
      try {
        await repo.insertComment(db, {
          blogSlug: input.blogSlug,
          userId: author.userId,
          body: input.comment,
          status,
          ip: author.ip,
          parentId,
        });
      } catch (error) {
        // Two submissions racing: the unique index decides.
        if (repo.isDuplicateComment(error)) throw duplicate();
        throw error;
      }
      return status === 'held' ? 'held' : 'listed';
    },

    /** One page of an article's listed comments with their listed replies. */
    async list(
      blogSlug: string,
      page: number,
      viewerId: string | null = null,
    ): Promise<CommentListResponse> {
      const offset = (page - 1) * COMMENTS_PAGE_SIZE;
      const { rows, total } = await repo.listApproved(
        db,
        blogSlug,
        COMMENTS_PAGE_SIZE,
        offset,
        viewerId,
      );
      const replies = await repo.listApprovedReplies(
        db,
        rows.map((row) => row.id),
        viewerId,
      );
      return {
        comments: rows.map((row) => ({
          ...commentView(row),
          replies: replies.filter((reply) => reply.parent_id === row.id).map(commentView),
        })),
        page,
        pageSize: COMMENTS_PAGE_SIZE,
        total,
        hasMore: offset + rows.length < total,
      };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
