import { COMMENT_RESULT_PARAM } from '@apogee/contracts/form-post-params';
import { useRouterState } from '@tanstack/react-router';
import { deferredPart, lazyWhen } from '@/components/lazy/lazy-when';
import { whenNearScreen } from '@/lib/dom/when-near-screen';
import type { CommentSectionProps } from './CommentSection';

/**
 * The server renders the section (the comment form as a plain HTML form that works without
 * scripts; the list is read in the browser); the browser asks for its code, the form's and
 * the list's own chunk, only when it comes near (lazyWhen).
 */
const CommentSection = import.meta.env.SSR
  ? (await import('./CommentSection')).default
  : lazyWhen<CommentSectionProps>(
      () => whenNearScreen(() => document.querySelector('.blog-comments')),
      () => import('./CommentSection').then((module) => module.default),
    );

const DeferredCommentSection = deferredPart(CommentSection);

/**
 * Blog detail's comment slot. A comment posted without scripts comes back with its outcome in
 * the address (`?comment=submitted`), which the form shows; the same for every reader.
 */
export function LazyComments({ blogSlug }: { blogSlug: string }) {
  const result = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).get(COMMENT_RESULT_PARAM),
  });
  return (
    <div className="blog-comments">
      <DeferredCommentSection
        key={`${blogSlug} ${result ?? ''}`}
        blogSlug={blogSlug}
        result={result}
      />
    </div>
  );
}
