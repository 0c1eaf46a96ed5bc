import { createFileRoute } from '@tanstack/react-router';
import { ScoreDashboard } from '@/features/quiz/components/ScoreDashboard';
import { withQuizStyles } from '@/features/quiz/lib/quiz-head';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

/** DECISIONS.md: /your-move is the score dashboard "Track Your Score". */
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
    </div>
  );
}
