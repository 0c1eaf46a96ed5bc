// What the CMS's moderation routes answer (src/newsroom/comment-moderation.ts), which hand on
// the quiz-service's answers, as the Moderation page reads them.

export interface ModeratedComment {
  id: string;
  blogSlug: string;
  parentId: string | null;
  comment: string;
  status: 'listed' | 'held' | 'removed';
  fromPublication: boolean;
  authorName: string;
  authorUsername: string | null;
  hasAccount: boolean;
  createdAt: string;
  removedAt: string | null;
  removedReason: string | null;
  restorableUntil: string | null;
  reportCount: number;
  blocked: boolean;
}

export interface LogEntry {
  action: 'approve' | 'reject' | 'remove' | 'restore' | 'reply' | 'block' | 'unblock';
  reason: string | null;
  editor: { id: string; name: string };
  at: string;
}

export interface Block {
  id: string;
  kind: 'account' | 'address';
  label: string;
  reason: string;
  commentId: string | null;
  blockedBy: string;
  createdAt: string;
}

export type ModerationAction = 'approve' | 'reject' | 'remove' | 'restore' | 'reply' | 'block';

export const ACTION_LABELS: Record<LogEntry['action'], string> = {
  approve: 'Approved',
  reject: 'Rejected',
  remove: 'Removed',
  restore: 'Restored',
  reply: 'Replied as the publication',
  block: 'Blocked',
  unblock: 'Unblocked',
};

/** The message of a refused request (the service's own words), or a general one. */
export function messageOf(error: unknown, fallback: string): string {
  const answer = error as { response?: { data?: { error?: { message?: unknown } } } };
  const message = answer?.response?.data?.error?.message;
  return typeof message === 'string' && message ? message : fallback;
}

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
