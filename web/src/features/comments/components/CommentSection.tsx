import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Loader } from '@/components/ui/loader/Loader';
import { useSessionUser } from '@/lib/session/session';
import { commentsQueryOptions } from '../api/comments';
import { reportComment } from '../api/report-comment';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';

export interface CommentSectionProps {
  blogSlug: string;
  /** The outcome of a comment posted without scripts, as the page's URL names it. */
  result?: string | null;
}

/**
 * The comment form and the article's comments. The server renders the form (it works without
 * scripts) and the list's loader; the list is read in the browser.
 */
export default function CommentSection({ blogSlug, result }: CommentSectionProps) {
  const queryClient = useQueryClient();
  const options = commentsQueryOptions(blogSlug);
  const comments = useInfiniteQuery(options);
  const all = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  const signedIn = Boolean(useSessionUser());
  const reload = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });
  return (
    <div className="comment-section">
      <CommentForm blogSlug={blogSlug} onSubmitted={reload} result={result} />
      {comments.isPending ? (
        <Loader />
      ) : comments.isError ? (
        <p className="comment-list__empty" role="alert">
          Comments could not be loaded. Please try again later.
        </p>
      ) : (
        <CommentList
          comments={all}
          total={comments.data.pages[0]?.total ?? 0}
          hasMore={comments.hasNextPage}
          loadingMore={comments.isFetchingNextPage}
          onLoadMore={() => void comments.fetchNextPage()}
          signedIn={signedIn}
          reportComment={reportComment}
          renderReplyForm={(parentId, close) => (
            <CommentForm
              blogSlug={blogSlug}
              parentId={parentId}
              onSubmitted={() => {
                close();
                reload();
              }}
            />
          )}
        />
      )}
    </div>
  );
}
