import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Loader } from '@/components/ui/loader/Loader';
import { browserTimeZone } from '@/features/quiz/lib/time-zone';
import { useSessionUser } from '@/lib/session/session';
import { learningQueryOptions } from '../api/learning';
import { LearningOverview } from './LearningOverview';

/**
 * "Keep Learning", beside the score dashboard: reviews due, the streak and its freezes,
 * mastery per category, today's daily challenge. Signed-in readers only; a visitor is invited
 * to the daily challenge, which is open to everyone.
 */
export function LearningDashboard({ siteName }: { siteName: string }) {
  const user = useSessionUser();
  return (
    <section className="learning-dashboard" aria-labelledby="learning-dashboard-title">
      <h2 id="learning-dashboard-title">Keep Learning</h2>
      {user === undefined ? (
        <Loader />
      ) : user ? (
        <SignedInLearning siteName={siteName} />
      ) : (
        <p>
          Log in to see your reviews, streak and mastery. Anyone can play{' '}
          <Link to="/daily">today’s daily challenge</Link>.
        </p>
      )}
    </section>
  );
}

function SignedInLearning({ siteName }: { siteName: string }) {
  // Rendered only once the browser knows the reader (the session is asked for there), so
  // the browser's time zone is the reader's.
  const [timeZone] = useState(browserTimeZone);
  const learning = useQuery(learningQueryOptions(timeZone));
  if (learning.isError)
    return (
      <div role="alert">
        <p>Your learning figures cannot be loaded right now. {learning.error.message}</p>
        <Button variant="secondary" onClick={() => void learning.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!learning.data) return <Loader />;
  return <LearningOverview learning={learning.data} siteName={siteName} />;
}
