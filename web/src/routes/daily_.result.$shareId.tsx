import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { ScreenError } from '@/components/errors/ScreenError';
import { buttonClassName } from '@/components/ui/button/Button';
import { Loader } from '@/components/ui/loader/Loader';
import { loadDailyResult } from '@/features/quiz/learning/api/daily-result';
import {
  dailyTitle,
  gridDescription,
  gridLine,
  playedAs,
} from '@/features/quiz/learning/lib/daily-grid';
import { withQuizStyles } from '@/features/quiz/lib/quiz-head';
import { pageHead } from '@/lib/seo/page-head';
import { loadSiteSettings } from '@/lib/site/site-settings';

/** A shared daily result: public, spoiler-free, with a picture for link previews. */
export const Route = createFileRoute('/daily_/result/$shareId')({
  loader: async (context) => {
    const [site, result] = await Promise.all([
      loadSiteSettings(context),
      loadDailyResult(context.params.shareId),
    ]);
    if (!result) throw notFound();
    return { ...site, result };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { settings, result } = loaderData;
    const title = dailyTitle(settings.siteName, result.number, result.right, result.total);
    return withQuizStyles(
      pageHead({
        settings,
        title: `${title} | ${settings.siteName}`,
        description: `${result.right} of ${result.total} in the daily challenge #${result.number}. Can you do better? Five questions on aviation and space, the same for everyone.`,
        path: `/daily/result/${result.shareId}`,
        image: `/daily/result/${result.shareId}/og.png`,
        noIndex: true,
      }),
    );
  },
  pendingComponent: () => <Loader fullScreen />,
  notFoundComponent: NotFoundPage,
  errorComponent: () => <ScreenError message="This result cannot be shown right now." />,
  component: DailyResultPage,
});

function DailyResultPage() {
  const { settings, result } = Route.useLoaderData();
  return (
    <div className="container quiz-page">
      <section className="daily-result" aria-labelledby="daily-result-title">
        <h1 id="daily-result-title" className="daily-result__title">
          {dailyTitle(settings.siteName, result.number, result.right, result.total)}
        </h1>
        <p className="daily-result__grid" data-testid="daily-grid">
          <span aria-hidden="true">{gridLine(result)}</span>
          <span className="visually-hidden">{gridDescription(result.answers)}</span>
        </p>
        <p className="daily-result__played" data-testid="daily-played">
          {playedAs(result.signedIn)}
        </p>
        <div className="daily-result__actions">
          <Link to="/daily" className={buttonClassName('primary')}>
            Play today’s challenge
          </Link>
        </div>
      </section>
    </div>
  );
}
