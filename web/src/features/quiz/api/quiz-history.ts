import type { QuizHistoryPage } from '@apogee/contracts/quiz';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { quizKeys } from './quiz-keys';

/** One page (10 answers) of the signed-in reader's history, newest first. */
export function getQuizHistory(page: number): Promise<QuizHistoryPage> {
  return apiRequest<QuizHistoryPage>(`/api/quiz/history?page=${page}`);
}

export const quizHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: quizKeys.history(page),
    queryFn: () => getQuizHistory(page),
    placeholderData: keepPreviousData,
  });
