import type { Learning } from '@apogee/contracts/quiz-learning';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { learningKeys } from './learning-keys';

/** The signed-in reader's reviews, streak, mastery and today's challenge, in their zone. */
export function getLearning(timeZone: string): Promise<Learning> {
  return apiRequest<Learning>(`/api/quiz/learning?timeZone=${encodeURIComponent(timeZone)}`);
}

export const learningQueryOptions = (timeZone: string) =>
  queryOptions({ queryKey: learningKeys.learning(timeZone), queryFn: () => getLearning(timeZone) });
