import { lazy } from 'react';
import { LazyWhenVisible } from '@/components/lazy/LazyWhenVisible';
import type { PageQuizKind } from '../api/learning-keys';

// The quiz, its queries and styles come in a chunk of their own, asked for near the page's end.
const PageQuiz = lazy(() => import('./PageQuiz'));

/** "Test yourself" under an article or an issue: nothing at all until the reader gets near. */
export function LazyPageQuiz({ kind, slug }: { kind: PageQuizKind; slug: string }) {
  return (
    <LazyWhenVisible>
      <PageQuiz key={slug} kind={kind} slug={slug} />
    </LazyWhenVisible>
  );
}
