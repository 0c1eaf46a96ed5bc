import type { PageQuiz, RevealedAnswer } from '@apogee/contracts/quiz-learning';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { learningKeys, type PageQuizKind } from './learning-keys';

/** The questions of an article or a magazine issue (an empty list when it has none). */
export function getPageQuiz(kind: PageQuizKind, slug: string): Promise<PageQuiz> {
  return apiRequest<PageQuiz>(`/api/quiz/for/${kind}/${encodeURIComponent(slug)}`);
}

export const pageQuizQueryOptions = (kind: PageQuizKind, slug: string) =>
  queryOptions({
    queryKey: learningKeys.pageQuiz(kind, slug),
    queryFn: () => getPageQuiz(kind, slug),
    // Served tokens are the reader's own and single-use: a page asks for fresh ones.
    gcTime: 0,
    retry: 1,
  });

/** A visitor's answer: judged by the service, not kept. */
export function tryAnswer(answer: { questionId: string; option: number }): Promise<RevealedAnswer> {
  return apiRequest<RevealedAnswer>('/api/quiz/try', { method: 'POST', body: answer });
}
