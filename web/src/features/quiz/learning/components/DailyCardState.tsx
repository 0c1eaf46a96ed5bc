import { lazy, Suspense } from 'react';
import { useSessionUser } from '@/lib/session/session';
import { hasVisitedDaily } from '../lib/daily-visited';
import { DailyCardNote } from './DailyCardNote';

/** The requests and React Query's observer come only for a reader with a day to show. */
const DailyCardProgress = lazy(() => import('./DailyCardProgress'));

/**
 * The daily card's personal part, worked out by the browser once the card nears the screen (the
 * home page's HTML is the same for everyone). A visitor whose browser has never opened the
 * challenge has nothing to ask the service (daily-visited.ts), so their card says so without a
 * request or another chunk; anyone else's line comes with DailyCardProgress.
 */
export function DailyCardState() {
  const user = useSessionUser();
  const loading = <DailyCardNote kind="loading" />;
  if (user === undefined) return loading;
  if (user === null && !hasVisitedDaily()) return <DailyCardNote kind="new" />;
  return (
    <Suspense fallback={loading}>
      <DailyCardProgress user={user} />
    </Suspense>
  );
}
