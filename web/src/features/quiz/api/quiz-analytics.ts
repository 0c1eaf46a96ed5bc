import type { QuizAnalytics } from '@apogee/contracts/quiz';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { quizKeys } from './quiz-keys';

/** The signed-in reader's scores, with periods in their time zone (IANA name). */
export function getQuizAnalytics(timeZone: string): Promise<QuizAnalytics> {
  return apiRequest<QuizAnalytics>(`/api/quiz/analytics?timeZone=${encodeURIComponent(timeZone)}`);
}

export const quizAnalyticsQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: quizKeys.analytics(timeZone),
    queryFn: () => getQuizAnalytics(timeZone),
  });
