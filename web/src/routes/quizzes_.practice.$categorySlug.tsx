import { createFileRoute, Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { QuizPlayer } from '@/features/quiz/components/QuizPlayer';
import { withQuizStyles } from '@/features/quiz/lib/quiz-head';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

/**
 * Slugs are letters, digits and dashes; anything else is no category. The message is the
 * contract's `learningMessages.categoryUnknown`, written out: importing it from
 * `@apogee/contracts/quiz-learning` would bring zod and its schemas into this page.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * "Quiz me on Spaceflight": the quiz kept to one category, due reviews of it first. The
 * questions are the reader's own, so they are asked for by the browser.
 */
export const Route = createFileRoute('/quizzes_/practice/$categorySlug')({
  loader: loadSiteSettings,
  head: ({ loaderData, params }) =>
    withQuizStyles(
      loaderData
        ? pageHead({
            settings: loaderData.settings,
            title: `Practice | ${loaderData.settings.siteName}`,
            description: 'Practise one category of the quiz, the questions you missed first.',
            path: `/quizzes/practice/${params.categorySlug}`,
            noIndex: true,
          })
        : {},
    ),
  component: PracticePage,
});

function PracticePage() {
  const { categorySlug } = Route.useParams();
  const valid = SLUG.test(categorySlug);
  return (
    <div className="container quiz-page">
      <header className="quiz-page__header">
        <h1 className="page-title">Practice</h1>
        <p className="quiz-page__subtitle">
          One category at a time, the questions you missed first.{' '}
          <Link to="/your-move">Back to your progress</Link>
        </p>
      </header>
      {valid ? (
        <Suspense>
          <QuizPlayer
            key={categorySlug}
            firstQuestion={null}
            category={categorySlug}
            backTo={`/quizzes/practice/${categorySlug}`}
          />
        </Suspense>
      ) : (
        <p role="alert">There is no quiz category with this name.</p>
      )}
    </div>
  );
}
