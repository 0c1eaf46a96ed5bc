import { lazy } from 'react';
import { Loader } from '@/components/ui/loader/Loader';
import { LazyWhenVisible } from '@/components/lazy/LazyWhenVisible';

const CommentSection = lazy(() => import('./CommentSection'));

/** Blog detail's comment slot: the form and list load as their own chunk, near the end. */
export function LazyComments({ blogSlug }: { blogSlug: string }) {
  return (
    <LazyWhenVisible className="blog-comments" fallback={<Loader />}>
      <CommentSection key={blogSlug} blogSlug={blogSlug} />
    </LazyWhenVisible>
  );
}
