import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '@/features/quiz/lib/time-zone';
import { useSessionUser } from '@/lib/session/session';
import { dailyChallengeQueryOptions } from '../api/daily';
import { learningQueryOptions } from '../api/learning';
import { hasVisitedDaily } from '../lib/daily-visited';
import { DailyCardStatus, type DailyCardView } from './DailyCardStatus';

/**
 * The daily card's personal part, asked for by the browser after load (the home page's HTML is
 * the same for everyone), loaded as a chunk of its own (DailyHomeCard). A signed-in reader's
 * learning summary gives today's number, their result and their streak in one request; a
 * visitor's progress is asked for only once their browser has opened the challenge
 * (daily-visited.ts).
 */
export function DailyCardState() {
  const user = useSessionUser();
  const visited = user === null && hasVisitedDaily();
  const learning = useQuery({ ...learningQueryOptions(browserTimeZone()), enabled: Boolean(user) });
  const daily = useQuery({ ...dailyChallengeQueryOptions(), enabled: visited });
  return <DailyCardStatus view={viewOf()} />;

  function viewOf(): DailyCardView {
    if (user === undefined) return { kind: 'loading' };
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
    if (!visited) return { kind: 'new' };
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

export default DailyCardState;
