import type { DailyChallenge } from '@apogee/contracts/quiz-learning';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { browserTimeZone } from '@/features/quiz/lib/time-zone';
import { learningKeys } from './learning-keys';

/** Today's challenge with what this player (reader or visitor's cookie) already answered. */
export function getDailyChallenge(): Promise<DailyChallenge> {
  return apiRequest<DailyChallenge>(
    `/api/quiz/daily?timeZone=${encodeURIComponent(browserTimeZone())}`,
  );
}

export const dailyChallengeQueryOptions = () =>
  queryOptions({
    queryKey: learningKeys.daily(),
    queryFn: getDailyChallenge,
    // The player's own progress: asked for in the browser, never kept from the server render.
    staleTime: 0,
    retry: 1,
  });
