import type { ServedQuestion } from '@apogee/contracts/quiz';
import { quizMessages } from '@apogee/contracts/quiz-messages';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { deferredPart, lazyWhen } from '@/components/lazy/lazy-when';
import { whenNearScreen } from '@/lib/dom/when-near-screen';
import { QuizPlayer } from './QuizPlayer';

/**
 * The dashboard under the quiz, below it on a phone: the browser asks for its code once its
 * top is in view above the screen's last fifth (lazyWhen), so /quizzes' first load is the
 * quiz alone, whatever the length of the question above it. Its figures come a moment later;
 * its charts were already drawn only then.
 */
const NOT_IN_LAST_FIFTH = '0px 0px -20% 0px';

const Dashboard = import.meta.env.SSR
  ? (await import('./ScoreDashboard')).ScoreDashboard
  : lazyWhen(
      // The whole dashboard, not its heading, which a jump down the page can pass without ever
      // being in view. A selector, not a constant of ScoreDashboard's: importing anything from
      // that module would bring it into this chunk.
      () =>
        whenNearScreen(
          () => document.querySelector('.quiz-page .quiz-dashboard'),
          NOT_IN_LAST_FIFTH,
        ),
      () => import('./ScoreDashboard').then((module) => module.ScoreDashboard),
    );

/** Without props: nothing above re-renders the part while it waits. */
const DeferredDashboard = deferredPart(Dashboard);

/**
 * /quizzes: the quiz, with the reader's dashboard under it
 * (docs/decisions/002-your-move-is-the-score-dashboard.md). The player and the dashboard hydrate
 * apart (Suspense boundaries): a tap on an option during start-up hydrates the player alone, and
 * the dashboard, loaded when it nears the screen, never holds the player back.
 */
export function QuizPage({ firstQuestion }: { firstQuestion: ServedQuestion | null }) {
  return (
    <div className="container quiz-page">
      <header className="quiz-page__header">
        <h1 className="page-title">{quizMessages.title}</h1>
        <p className="quiz-page__subtitle">{quizMessages.subtitle}</p>
        <p className="quiz-page__daily">
          <Link to="/daily">Today&rsquo;s Daily Challenge</Link>: five questions, the same for
          everyone.
        </p>
      </header>
      <Suspense>
        <QuizPlayer firstQuestion={firstQuestion} />
      </Suspense>
      <DeferredDashboard />
    </div>
  );
}
