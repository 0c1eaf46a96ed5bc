import type { CommentReportedResponse, CommentView } from '@apogee/contracts/comments';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/Button';
import { CommentItem } from './CommentItem';

export interface CommentListProps {
  comments: CommentView[];
  total: number;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** A signed-in reader: the Report buttons show. */
  signedIn?: boolean;
  reportComment?: (commentId: string) => Promise<CommentReportedResponse>;
  /** The reply form under a comment (replies are one level deep: top comments only). */
  renderReplyForm?: (commentId: string, close: () => void) => ReactNode;
  /** Fixed in stories so relative dates do not drift. */
  now?: number;
}

const noReport = () => Promise.reject(new Error('Reporting is not available here.'));

function Replies({
  comment,
  renderReplyForm,
  ...item
}: {
  comment: CommentView;
  renderReplyForm?: CommentListProps['renderReplyForm'];
  canReport: boolean;
  reportComment: NonNullable<CommentListProps['reportComment']>;
  now?: number;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <>
      {renderReplyForm && !replying ? (
        <div className="comment__actions">
          <button type="button" className="comment__action" onClick={() => setReplying(true)}>
            Reply
          </button>
        </div>
      ) : null}
      {renderReplyForm && replying ? renderReplyForm(comment.id, () => setReplying(false)) : null}
      {comment.replies.length > 0 ? (
        <ol className="comment-list__replies" aria-label={`Replies to ${comment.authorName}`}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} {...item} />
          ))}
        </ol>
      ) : null}
    </>
  );
}

/** Approved comments, newest first, each with its replies. Text is text, never HTML. */
export function CommentList({
  comments,
  total,
  hasMore,
  loadingMore = false,
  onLoadMore,
  signedIn = false,
  reportComment = noReport,
  renderReplyForm,
  now,
}: CommentListProps) {
  const item = { canReport: signedIn, reportComment, now };
  return (
    <section className="comment-list" aria-labelledby="comment-list-title">
      <h2 id="comment-list-title" className="comment-list__title">
        {total === 1 ? '1 comment' : `${total} comments`}
      </h2>
      {comments.length === 0 ? (
        <p className="comment-list__empty">No comments yet. Be the first to share your thoughts.</p>
      ) : (
        <ol className="comment-list__items">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} {...item}>
              <Replies comment={comment} renderReplyForm={renderReplyForm} {...item} />
            </CommentItem>
          ))}
        </ol>
      )}
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading ...' : 'Show more comments'}
        </Button>
      ) : null}
    </section>
  );
}
