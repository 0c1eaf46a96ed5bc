import {
  PUBLICATION_AUTHOR,
  commentMessages,
  type CommentReportedResponse,
  type ReplyView,
} from '@apogee/contracts/comments';
import { useState, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api/api-error';
import { relativeTime } from '../lib/relative-time';

export interface CommentItemProps {
  comment: ReplyView;
  /** Signed-in readers may report comments (the publication's own replies aside). */
  canReport: boolean;
  reportComment: (commentId: string) => Promise<CommentReportedResponse>;
  /** Fixed in stories so relative dates do not drift. */
  now?: number;
  /** Under the text: the reply button and the replies of a comment. */
  children?: ReactNode;
}

/** The service's reason (already reported, too many, signed out), else a general one. */
function reportFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
    return error.message;
  return commentMessages.reportFailed;
}

/** "Report" once; "Reported" after, as the service remembers it for the reader. */
function ReportButton({
  commentId,
  reported,
  reportComment,
}: {
  commentId: string;
  reported: boolean;
  reportComment: CommentItemProps['reportComment'];
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'reported'>(
    reported ? 'reported' : 'idle',
  );
  const [message, setMessage] = useState<string>();
  async function report() {
    setState('sending');
    setMessage(undefined);
    try {
      setMessage((await reportComment(commentId)).message);
      setState('reported');
    } catch (error) {
      const alreadyReported = error instanceof ApiRequestError && error.status === 409;
      setState(alreadyReported ? 'reported' : 'idle');
      setMessage(reportFailure(error));
    }
  }
  return (
    <>
      <button
        type="button"
        className="comment__action"
        disabled={state !== 'idle'}
        onClick={() => void report()}
      >
        {state === 'reported' ? 'Reported' : 'Report'}
      </button>
      {message ? (
        <span className="comment__note" role="status">
          {message}
        </span>
      ) : null}
    </>
  );
}

/** One comment or reply: plain text, never HTML; the publication's with its house label. */
export function CommentItem({
  comment,
  canReport,
  reportComment,
  now,
  children,
}: CommentItemProps) {
  return (
    <li
      className={comment.fromPublication ? 'comment comment--publication' : 'comment'}
      aria-label={`Comment by ${comment.authorName}`}
    >
      <p className="comment__meta">
        <span className="comment__author">{comment.authorName}</span>{' '}
        {comment.fromPublication ? (
          <span className="comment__badge">{PUBLICATION_AUTHOR.badge}</span>
        ) : null}{' '}
        <time dateTime={comment.createdAt} title={new Date(comment.createdAt).toUTCString()}>
          {relativeTime(comment.createdAt, now)}
        </time>
      </p>
      <p className="comment__body">{comment.comment}</p>
      {canReport && !comment.fromPublication ? (
        <div className="comment__actions">
          <ReportButton
            commentId={comment.id}
            reported={comment.reported}
            reportComment={reportComment}
          />
        </div>
      ) : null}
      {children}
    </li>
  );
}
