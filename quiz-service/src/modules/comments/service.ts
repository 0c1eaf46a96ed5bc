import {
  COMMENTS_PAGE_SIZE,
  commentMessages,
  type CommentListResponse,
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
}

export interface CommentAuthor {
  userId: string | null;
  ip: string;
}

export type CommentOutcome = 'listed' | 'held' | 'dropped';

export function createCommentsService(deps: {
  db: Database;
  limiter: RateLimiter;
  blogs: BlogCatalog;
}) {
  const { db, limiter, blogs } = deps;
  return {
    /**
     * Stores a comment. Bots that fill the honeypot and held spam get the same answer as
     * everyone, so they learn nothing; the outcome is returned for logs and tests.
     */
    async submit(input: NewComment, author: CommentAuthor): Promise<CommentOutcome> {
      if (input.website?.trim()) return 'dropped';
      await limiter.consume(rateLimits.commentPerIp, author.ip);
      if (!author.userId) await limiter.consume(rateLimits.commentVisitorPerIp, author.ip);
      if (!(await blogs.isPublished(input.blogSlug)))
        throw new AppError(404, 'BLOG_NOT_FOUND', commentMessages.unknownBlog);
      const duplicate = () =>
        new AppError(409, 'ALREADY_COMMENTED', commentMessages.duplicate, {
          comment: commentMessages.duplicate,
        });
      if (author.userId && (await repo.userHasCommented(db, author.userId, input.blogSlug)))
        throw duplicate();
      const status = looksLikeSpam(input.comment) ? 'held' : 'approved';
      try {
        await repo.insertComment(db, {
          blogSlug: input.blogSlug,
          userId: author.userId,
          body: input.comment,
          status,
          ip: author.ip,
        });
      } catch (error) {
        // Two submissions racing: the unique index decides.
        if (repo.isDuplicateComment(error)) throw duplicate();
        throw error;
      }
      return status === 'held' ? 'held' : 'listed';
    },

    async list(blogSlug: string, page: number): Promise<CommentListResponse> {
      const offset = (page - 1) * COMMENTS_PAGE_SIZE;
      const { rows, total } = await repo.listApproved(db, blogSlug, COMMENTS_PAGE_SIZE, offset);
      return {
        comments: rows.map((row) => ({
          id: row.id,
          authorName: row.author_name ?? commentMessages.visitorName,
          comment: row.body,
          createdAt: new Date(row.created_at).toISOString(),
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
