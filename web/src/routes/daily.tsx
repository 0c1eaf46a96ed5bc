import { createFileRoute } from '@tanstack/react-router';
import { DailyChallengePlayer } from '@/features/quiz/learning/components/DailyChallengePlayer';
import { withQuizStyles } from '@/features/quiz/lib/quiz-head';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

/**
 * /daily: today's challenge, the same five questions for everyone. The page is the same for
 * every reader; the player's progress is asked for by the browser (it is theirs alone).
 */
export const Route = createFileRoute('/daily')({
  loader: loadSiteSettings,
  head: ({ loaderData }) =>
    withQuizStyles(
      loaderData
        ? pageHead({
            settings: loaderData.settings,
            title: `Daily Challenge | ${loaderData.settings.siteName}`,
            description:
              'Five questions on aviation and space, the same for everyone, once a day. Share your score without spoiling the answers.',
            path: '/daily',
          })
        : {},
    ),
  component: DailyPage,
});

function DailyPage() {
  const { settings } = Route.useLoaderData();
  return (
    <div className="container quiz-page">
      <header className="quiz-page__header">
        <h1 className="page-title">Daily Challenge</h1>
        <p className="quiz-page__subtitle">Five questions, the same for everyone, once a day.</p>
      </header>
      <DailyChallengePlayer siteName={settings.siteName} origin={settings.publicUrl} />
    </div>
  );
}
