import type { ServedQuestion } from '@apogee/contracts/quiz';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { browserTimeZone } from '../lib/time-zone';
import { quizKeys } from './quiz-keys';

/**
 * A question without its answer: for a signed-in reader due reviews first, then unanswered
 * ones. `category` (a category's slug) keeps to that category ("Quiz me on Spaceflight").
 */
export function getNextQuestion(exclude?: string, category?: string): Promise<ServedQuestion> {
  const query = new URLSearchParams();
  if (exclude) query.set('exclude', exclude);
  if (category) query.set('category', category);
  // Reviews fall due on the reader's own day.
  query.set('timeZone', browserTimeZone());
  return apiRequest<ServedQuestion>(`/api/quiz/next?${query.toString()}`);
}

/** One question per round; `round` grows with each "Next", so a new one is drawn. */
export const nextQuestionQueryOptions = (round: number, exclude?: string, category?: string) =>
  queryOptions({
    queryKey: quizKeys.next(round, category),
    queryFn: () => getNextQuestion(exclude, category),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
