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
  /** The next comment of a blocked account or address. */
  blocked:
    'You can no longer comment on Apogee. If you think this is a mistake, please contact the editors.',
  replyUnavailable: 'This comment is no longer available to reply to.',
  commentUnavailable: 'This comment is no longer available.',
  reportSignIn: 'Sign in to report a comment.',
  reported: 'Thank you. The editors will look at this comment.',
  alreadyReported: 'You have already reported this comment.',
  ownComment: 'You cannot report your own comment.',
  tooManyReports: 'Too many reports. Please try again later.',
  reportFailed: 'The report could not be sent. Please try again.',
} as const;

/** How the publication's own replies are signed: the house name and a badge beside it. */
export const PUBLICATION_AUTHOR = { name: 'Apogee', badge: 'Editor' } as const;

/** A comment id as the service makes them (a uuid), checked without backtracking. */
export const COMMENT_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const commentIdSchema = z
  .string()
  .max(36, commentMessages.commentUnavailable)
  .regex(COMMENT_ID_SHAPE, commentMessages.commentUnavailable);

/** Slugs as the CMS makes them: lowercase words joined by hyphens. */
export const BLOG_SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const blogSlugField = requiredText(commentMessages.blogRequired)
  .max(200, { message: commentMessages.unknownBlog, abort: true })
  .regex(BLOG_SLUG_SHAPE, commentMessages.unknownBlog);

/** The comment form (docs/product/engagement.md#comments) and the body of POST /api/comments. */
export const commentSchema = z.object({
  comment: requiredText(commentMessages.required).max(COMMENT_MAX_LENGTH, commentMessages.tooLong),
  blogSlug: blogSlugField,
  /** Hidden from people; bots that fill it get an accepted-looking answer and nothing is stored. */
  website: z.string().max(500).optional(),
  /**
   * A reply: the comment answered. Replies are one level deep: a reply to a reply is attached
   * to the comment that reply answers.
   */
  parentId: commentIdSchema.optional(),
});
export type CommentInput = z.input<typeof commentSchema>;

/** The form checks only what the reader types. */
export const commentFormSchema = commentSchema.pick({ comment: true });

const commentFields = {
  id: z.string(),
  authorName: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  /** Written by the editors as the publication: shown with PUBLICATION_AUTHOR's badge. */
  fromPublication: z.boolean(),
  /** The signed-in reader has reported it (always false for visitors). */
  reported: z.boolean(),
};
export const replyViewSchema = z.object(commentFields);
export type ReplyView = z.infer<typeof replyViewSchema>;

/** A listed comment with its listed replies, oldest reply first. */
export const commentViewSchema = z.object({ ...commentFields, replies: z.array(replyViewSchema) });
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

/** POST /api/comments/:id/report: the reported comment, one report per reader. */
export const commentReportParamsSchema = z.object({ id: commentIdSchema });
export const commentReportedResponseSchema = z.object({ message: z.string() });
export type CommentReportedResponse = z.infer<typeof commentReportedResponseSchema>;
