import { lazy } from 'react';
import { LazyWhenVisible } from '@/components/lazy/LazyWhenVisible';
import './page-quiz-slot.css';

// The quiz, its queries and styles come in a chunk of their own, asked for near the page's end.
// One lazy component per page kind, each in its page's own chunk: a module shared by the article
// and the issue pages would be a chunk of its own, one more request in the article's first load.
const PageQuiz = lazy(() => import('./PageQuiz'));

export interface LazyArticleQuizProps {
  slug: string;
  /** How many questions the quiz has, as the page's loader learnt (articleQuizSize). */
  questions: number;
}

/**
 * "Test yourself" under an article: nothing at all until the reader gets near it, but, when the
 * article has questions, the room of its first question from the first paint, so nothing below
 * moves when it comes.
 */
export function LazyArticleQuiz({ slug, questions }: LazyArticleQuizProps) {
  return (
    <LazyWhenVisible className={questions > 0 ? 'page-quiz-slot' : undefined}>
      <PageQuiz key={slug} kind="article" slug={slug} articleSlug={slug} />
    </LazyWhenVisible>
  );
}
