import type { Mailer } from '../../lib/mailer';

/** The review stages of an article (the CMS's `reviewStage`). */
export const reviewStages = ['Draft', 'In review', 'Changes requested', 'Approved'] as const;
export type ReviewStage = (typeof reviewStages)[number];

export interface ReviewNotice {
  /** The author's address and name, as the CMS knows them. */
  to: string;
  name: string;
  title: string;
  stage: ReviewStage;
  /** Who moved it (an editor's name). */
  by: string;
  /** The piece in the admin. */
  editUrl: string;
}

const WHAT_NEXT: Record<ReviewStage, string> = {
  Draft: 'It is back with you as a draft.',
  'In review': 'An editor will read it next.',
  'Changes requested':
    'The editor asks for changes: open it to see their notes, then send it back for review.',
  Approved: 'It is approved: an editor will publish or schedule it.',
};

/**
 * Tells an author that their piece moved to another review stage, by e-mail through the
 * service's mailer (SMTP, or the outbox folder), as the CMS asks after each such change.
 */
export function createReviewNotices(mailer: Mailer) {
  return {
    async send(notice: ReviewNotice): Promise<void> {
      await mailer.send({
        to: notice.to,
        subject: `“${notice.title}” is now ${notice.stage.toLowerCase()}`,
        text: [
          `Hello ${notice.name},`,
          '',
          `${notice.by} moved your piece “${notice.title}” to ${notice.stage}. ${WHAT_NEXT[notice.stage]}`,
          '',
          `Open it in the newsroom: ${notice.editUrl}`,
        ].join('\n'),
      });
    },
  };
}

export type ReviewNotices = ReturnType<typeof createReviewNotices>;
