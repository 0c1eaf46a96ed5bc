import type { ServedQuestion } from '@apogee/contracts/quiz';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { quizKeys } from './quiz-keys';

/** A question without its answer: unanswered ones first for a signed-in reader. */
export function getNextQuestion(exclude?: string): Promise<ServedQuestion> {
  const query = exclude ? `?exclude=${encodeURIComponent(exclude)}` : '';
  return apiRequest<ServedQuestion>(`/api/quiz/next${query}`);
}

/** One question per round; `round` grows with each "Next", so a new one is drawn. */
export const nextQuestionQueryOptions = (round: number, exclude?: string) =>
  queryOptions({
    queryKey: quizKeys.next(round),
    queryFn: () => getNextQuestion(exclude),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
