import type { QuizAnalytics } from '@apogee/contracts/quiz';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClassName } from '@/components/ui/button/Button';
import { useNearViewport } from '@/lib/dom/use-near-viewport';
import { useSessionUser } from '@/lib/session/session';
import { quizAnalyticsQueryOptions } from '../api/quiz-analytics';
import { browserTimeZone } from '../lib/time-zone';
import { LoginOverlay } from './LoginOverlay';
import { PeriodCards } from './PeriodCards';

// chart.js is loaded only where a dashboard is shown, in its own chunk.
const MonthChart = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.MonthChart })));
const OverallDoughnut = lazy(() =>
  import('./DashboardCharts').then((m) => ({ default: m.OverallDoughnut })),
);

function ChartPlaceholder({ height }: { height: number }) {
  return <div className="quiz-chart quiz-chart--loading" style={{ height }} aria-hidden="true" />;
}

/**
 * "Track Your Score" (docs/product/quiz.md): greeting, period cards, month chart, overall doughnut.
 * Its title is the page's h1 on /your-move and an h2 under the quiz.
 */
export function ScoreDashboard({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const user = useSessionUser();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="quiz-dashboard" aria-labelledby="quiz-dashboard-title">
      <Heading id="quiz-dashboard-title" className="quiz-dashboard__title">
        Track Your Score
      </Heading>
      {user !== null ? (
        <ReaderDashboard name={user?.name} />
      ) : (
        <div className="quiz-dashboard__locked">
          {/* The blurred figures are decoration for visitors: not reachable by keyboard. */}
          <div inert>
            <DashboardBody />
          </div>
          <LoginOverlay />
        </div>
      )}
    </section>
  );
}

/**
 * A signed-in reader's dashboard, and the same while the page asks who the reader is (a page
 * for everyone opened with a session cookie): its greeting's line kept empty, so neither the
 * visitor's login overlay nor a jump shows before their own figures. One component for both,
 * so that when the reader becomes known nothing is mounted anew (a link tapped then, while the
 * part hydrates, still leads where it says).
 */
function ReaderDashboard({ name }: { name?: string }) {
  const [timeZone] = useState(browserTimeZone);
  const analytics = useQuery({
    ...quizAnalyticsQueryOptions(timeZone),
    enabled: name !== undefined,
  });
  const failure = analytics.error?.message;
  useEffect(() => {
    // A failed dashboard load is only logged; the cards keep their zeros.
    if (failure) console.error('Quiz analytics failed:', failure);
  }, [failure]);
  return (
    <>
      <p className="quiz-dashboard__greeting" aria-hidden={name === undefined || undefined}>
        {name === undefined ? '\u00a0' : `Hi ${name}, Welcome to Dashboard`}
      </p>
      <DashboardBody analytics={analytics.data} charts />
    </>
  );
}

/** The figures; without analytics (visitor, loading) every figure is zero. */
export function DashboardBody({
  analytics,
  charts = false,
}: {
  analytics?: QuizAnalytics;
  charts?: boolean;
}) {
  const overall = analytics?.overall ?? { correct: 0, wrong: 0, total: 0 };
  // The charts are drawn when they come near the screen: building them (chart.js) was a task of
  // some 190 ms at 4x CPU slowdown in the middle of /quizzes' start-up, under the quiz a reader
  // taps (docs/performance.md, "Start-up and hydration"). Their placeholders keep the height.
  const [chartsArea, chartsNear] = useNearViewport<HTMLDivElement>('200px');
  const drawCharts = charts && analytics !== undefined && chartsNear;
  return (
    <div className="quiz-dashboard__body" aria-busy={charts && !analytics ? true : undefined}>
      <PeriodCards periods={analytics?.periods} />
      <dl className="quiz-streaks">
        <div>
          <dt>Current streak</dt>
          <dd>
            {analytics?.streaks.current ?? 0} {analytics?.streaks.current === 1 ? 'day' : 'days'}
          </dd>
        </div>
        <div>
          <dt>Longest streak</dt>
          <dd>
            {analytics?.streaks.longest ?? 0} {analytics?.streaks.longest === 1 ? 'day' : 'days'}
          </dd>
        </div>
      </dl>
      <div ref={chartsArea} className="quiz-dashboard__charts">
        <section className="quiz-dashboard__month" aria-labelledby="quiz-month-title">
          <h3 id="quiz-month-title">Current Month Analytics</h3>
          {drawCharts ? (
            <Suspense fallback={<ChartPlaceholder height={320} />}>
              <MonthChart series={analytics.month} />
            </Suspense>
          ) : (
            <ChartPlaceholder height={320} />
          )}
        </section>
        <section className="quiz-dashboard__overall" aria-labelledby="quiz-overall-title">
          <div className="quiz-dashboard__overall-head">
            <h3 id="quiz-overall-title">Overall</h3>
            <Link to="/all-quiz-analytics" className={buttonClassName('secondary')}>
              View
            </Link>
          </div>
          {drawCharts ? (
            <Suspense fallback={<ChartPlaceholder height={240} />}>
              <OverallDoughnut correct={overall.correct} wrong={overall.wrong} />
            </Suspense>
          ) : (
            <ChartPlaceholder height={240} />
          )}
          <p className="quiz-dashboard__all">
            All Question: <strong>{overall.correct + overall.wrong}</strong>
          </p>
        </section>
      </div>
    </div>
  );
}
