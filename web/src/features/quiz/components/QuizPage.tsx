import type { ServedQuestion } from '@apogee/contracts/quiz';
import { quizMessages } from '@apogee/contracts/quiz-messages';
import { QuizPlayer } from './QuizPlayer';
import { ScoreDashboard } from './ScoreDashboard';

/** /quizzes: the quiz, with the reader's dashboard under it (DECISIONS.md). */
export function QuizPage({ firstQuestion }: { firstQuestion: ServedQuestion | null }) {
  return (
    <div className="container quiz-page">
      <header className="quiz-page__header">
        <h1 className="page-title">{quizMessages.title}</h1>
        <p className="quiz-page__subtitle">{quizMessages.subtitle}</p>
      </header>
      <QuizPlayer firstQuestion={firstQuestion} />
      <ScoreDashboard />
    </div>
  );
}
