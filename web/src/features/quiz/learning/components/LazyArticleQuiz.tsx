import { lazy } from 'react';
import { LazyWhenVisible } from '@/components/lazy/LazyWhenVisible';

// The quiz, its queries and styles come in a chunk of their own, asked for near the page's end.
// One lazy component per page kind, each in its page's own chunk: a module shared by the article
// and the issue pages would be a chunk of its own, one more request in the article's first load.
const PageQuiz = lazy(() => import('./PageQuiz'));

/** "Test yourself" under an article: nothing at all until the reader gets near it. */
export function LazyArticleQuiz({ slug }: { slug: string }) {
  return (
    <LazyWhenVisible>
      <PageQuiz key={slug} kind="article" slug={slug} />
    </LazyWhenVisible>
  );
}
