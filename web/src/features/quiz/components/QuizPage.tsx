import type { ServedQuestion } from '@apogee/contracts/quiz';
import { quizMessages } from '@apogee/contracts/quiz-messages';
import { Suspense } from 'react';
import { QuizPlayer } from './QuizPlayer';
import { ScoreDashboard } from './ScoreDashboard';

/**
 * /quizzes: the quiz, with the reader's dashboard under it (DECISIONS.md). The player and the
 * dashboard hydrate apart (Suspense boundaries): a tap on an option during start-up hydrates
 * the player alone, and the dashboard's charts, loaded in their own chunk, never hold the
 * player back.
 */
export function QuizPage({ firstQuestion }: { firstQuestion: ServedQuestion | null }) {
  return (
    <div className="container quiz-page">
      <header className="quiz-page__header">
        <h1 className="page-title">{quizMessages.title}</h1>
        <p className="quiz-page__subtitle">{quizMessages.subtitle}</p>
      </header>
      <Suspense>
        <QuizPlayer firstQuestion={firstQuestion} />
      </Suspense>
      <Suspense>
        <ScoreDashboard />
      </Suspense>
    </div>
  );
}
