import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@apogee/contracts/accounts';
import { browserTimeZone } from '@/features/quiz/lib/time-zone';
import { dailyChallengeQueryOptions } from '../api/daily';
import { learningQueryOptions } from '../api/learning';
import { DailyCardStatus, type DailyCardView } from './DailyCardStatus';

/**
 * The daily card's line for a reader with something to ask the service (DailyCardState loads
 * it): a signed-in reader's learning summary gives today's number, their result and their
 * streak in one request; a visitor whose browser has opened the challenge gets today's
 * challenge with their answers.
 */
export function DailyCardProgress({ user }: { user: CurrentUser | null }) {
  const learning = useQuery({ ...learningQueryOptions(browserTimeZone()), enabled: Boolean(user) });
  const daily = useQuery({ ...dailyChallengeQueryOptions(), enabled: !user });
  return <DailyCardStatus view={viewOf()} />;

  function viewOf(): DailyCardView {
    if (user) {
      if (learning.isPending) return { kind: 'loading' };
      if (learning.isError) return { kind: 'failed' };
      const { daily: today, streak } = learning.data;
      const result = today.result;
      return {
        kind: 'ready',
        number: today.number,
        // The summary says whether today's challenge was finished, not how far it went.
        total: result?.total ?? null,
        answered: result?.answers.length ?? 0,
        result,
        streak: streak.current,
      };
    }
    if (daily.isPending) return { kind: 'loading' };
    if (daily.isError) return { kind: 'failed' };
    return {
      kind: 'ready',
      number: daily.data.number,
      total: daily.data.questions.length,
      answered: daily.data.answered.length,
      result: daily.data.result,
      streak: null,
    };
  }
}

export default DailyCardProgress;
