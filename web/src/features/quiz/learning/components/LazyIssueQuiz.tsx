import { lazy } from 'react';
import { LazyWhenVisible } from '@/components/lazy/LazyWhenVisible';

// The quiz, its queries and styles come in a chunk of their own, asked for near the page's end.
const PageQuiz = lazy(() => import('./PageQuiz'));

/** "Test yourself" under a magazine issue: nothing at all until the reader gets near it. */
export function LazyIssueQuiz({ slug }: { slug: string }) {
  return (
    <LazyWhenVisible>
      <PageQuiz key={slug} kind="issue" slug={slug} />
    </LazyWhenVisible>
  );
}
