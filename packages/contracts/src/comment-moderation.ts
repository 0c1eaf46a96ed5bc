/**
 * What the newsroom's moderation answers (the quiz-service's internal comment routes, shown
 * by the CMS's Moderation page). Readers' own messages are in ./comments.
 */
export const moderationMessages = {
  notFound: 'This comment does not exist.',
  reasonRequired: 'Give a reason (readers never see it; the log keeps it).',
  reasonTooLong: 'The reason must be at most 500 characters.',
  replyRequired: 'Write the reply.',
  editorRequired: 'The acting editor is required.',
  approveRemoved: 'This comment was removed: restore it instead.',
  alreadyRemoved: 'This comment is already removed.',
  notRemoved: 'This comment is not removed, so there is nothing to restore.',
  removalFinal:
    'This comment was removed more than 30 days ago: the removal is final and it cannot be restored.',
  replyNotListed: 'Only a listed comment can be replied to.',
  noAccount: 'This comment was written without an account: block its address instead.',
  noAddress: 'No address is known for this comment.',
  blockNotFound: 'This block does not exist (it may have been lifted already).',
  deletedAccount: 'Deleted account',
  badTarget: 'Block either the account or the address.',
  badStatus: 'Show either listed or removed comments.',
} as const;

/** Longest reason an editor may give for a removal, a rejection or a block. */
export const MODERATION_REASON_MAX_LENGTH = 500;
