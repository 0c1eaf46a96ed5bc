import type { CommentView } from '@apogee/contracts/comments';
import { Button } from '@/components/ui/button/Button';
import { relativeTime } from '../lib/relative-time';

export interface CommentListProps {
  comments: CommentView[];
  total: number;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Fixed in stories so relative dates do not drift. */
  now?: number;
}

/** Approved comments, newest first. Text is rendered as text, never as HTML. */
export function CommentList({
  comments,
  total,
  hasMore,
  loadingMore = false,
  onLoadMore,
  now,
}: CommentListProps) {
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
            <li key={comment.id} className="comment">
              <p className="comment__meta">
                <span className="comment__author">{comment.authorName}</span>{' '}
                <time
                  dateTime={comment.createdAt}
                  title={new Date(comment.createdAt).toUTCString()}
                >
                  {relativeTime(comment.createdAt, now)}
                </time>
              </p>
              <p className="comment__body">{comment.comment}</p>
            </li>
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
