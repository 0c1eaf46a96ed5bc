import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '@/features/quiz/lib/time-zone';
import { useSessionUser } from '@/lib/session/session';
import { dailyChallengeQueryOptions } from '../api/daily';
import { learningQueryOptions } from '../api/learning';
import { DailyCardStatus, type DailyCardView } from './DailyCardStatus';

/**
 * The daily card's personal part, asked for by the browser after load (the home page's HTML is
 * the same for everyone): today's challenge as this player left it and, signed in, their streak.
 * Loaded as a chunk of its own (DailyHomeCard).
 */
export function DailyCardState() {
  const user = useSessionUser();
  const daily = useQuery(dailyChallengeQueryOptions());
  const learning = useQuery({ ...learningQueryOptions(browserTimeZone()), enabled: Boolean(user) });
  let view: DailyCardView;
  if (daily.isPending) view = { kind: 'loading' };
  else if (daily.isError) view = { kind: 'failed' };
  else
    view = {
      kind: 'ready',
      number: daily.data.number,
      total: daily.data.questions.length,
      answered: daily.data.answered.length,
      result: daily.data.result,
      streak: user ? (learning.data?.streak.current ?? null) : null,
    };
  return <DailyCardStatus view={view} />;
}

export default DailyCardState;
