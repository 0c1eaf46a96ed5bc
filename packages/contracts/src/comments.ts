import { z } from 'zod';
import { requiredText } from './accounts';

/** Longest comment we store; longer text is refused with commentMessages.tooLong. */
export const COMMENT_MAX_LENGTH = 2000;
/** Comments per page of GET /api/comments. */
export const COMMENTS_PAGE_SIZE = 10;

export const commentMessages = {
  required: 'Comment is required.',
  tooLong: 'Comment must be at most 2,000 characters.',
  blogRequired: 'Choose the article to comment on.',
  submitted: 'Comment submitted successfully!',
  failed: 'Failed to submit comment.',
  duplicate: 'You have already submitted a comment for this blog.',
  unknownBlog: 'This article does not exist or is not published.',
  tooMany: 'Too many comments from this network. Please try again later.',
  /** Shown for comments whose author has no account. */
  visitorName: 'Reader',
} as const;

/** Slugs as the CMS makes them: lowercase words joined by hyphens. */
export const BLOG_SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const blogSlugField = requiredText(commentMessages.blogRequired)
  .max(200, { message: commentMessages.unknownBlog, abort: true })
  .regex(BLOG_SLUG_SHAPE, commentMessages.unknownBlog);

/** The comment form (SPEC.md §5) and the body of POST /api/comments. */
export const commentSchema = z.object({
  comment: requiredText(commentMessages.required).max(COMMENT_MAX_LENGTH, commentMessages.tooLong),
  blogSlug: blogSlugField,
  /** Hidden from people; bots that fill it get an accepted-looking answer and nothing is stored. */
  website: z.string().max(500).optional(),
});
export type CommentInput = z.input<typeof commentSchema>;

/** The form checks only what the reader types. */
export const commentFormSchema = commentSchema.pick({ comment: true });

export const commentViewSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  comment: z.string(),
  createdAt: z.string(),
});
export type CommentView = z.infer<typeof commentViewSchema>;

export const commentListQuerySchema = z.object({
  blogSlug: blogSlugField,
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1).max(1000).default(1),
});

export const commentListResponseSchema = z.object({
  comments: z.array(commentViewSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
});
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;

export const commentCreatedResponseSchema = z.object({ message: z.string() });
export type CommentCreatedResponse = z.infer<typeof commentCreatedResponseSchema>;
