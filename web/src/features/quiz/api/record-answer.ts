import type { AnswerRequest, AnswerResult } from '@apogee/contracts/quiz';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { quizKeys } from './quiz-keys';

/** Sends the chosen option (zero-based); the service judges it and stores the answer. */
export function recordAnswer(answer: AnswerRequest): Promise<AnswerResult> {
  return apiRequest<AnswerResult>('/api/quiz/answers', { method: 'POST', body: answer });
}

/** Records an answer, then refreshes the dashboard and the history. */
export function useRecordAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.scores() }),
  });
}
