import { createFileRoute } from '@tanstack/react-router';
import { LearningDashboard } from '@/features/quiz/learning/components/LearningDashboard';
import { withQuizStyles } from '@/features/quiz/lib/quiz-head';
import { ScoreDashboard } from '@/features/quiz/components/ScoreDashboard';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

/**
 * docs/decisions/002-your-move-is-the-score-dashboard.md: /your-move is the score dashboard "Track
 * Your Score". The learning loop's dashboard (reviews, streak, mastery, the daily challenge) sits
 * under it, unchanged.
 */
export const Route = createFileRoute('/your-move')({
  loader: loadSiteSettings,
  head: ({ loaderData }) =>
    withQuizStyles(
      loaderData
        ? pageHead({
            settings: loaderData.settings,
            title: `Track Your Score | ${loaderData.settings.siteName}`,
            description:
              'Your quiz scores by day, week, month and year, this month day by day, and overall.',
            path: '/your-move',
          })
        : {},
    ),
  component: TrackYourScorePage,
});

function TrackYourScorePage() {
  return (
    <div className="container quiz-page">
      <ScoreDashboard headingLevel={1} />
      <LearningDashboard siteName={Route.useLoaderData().settings.siteName} />
    </div>
  );
}
