// Sending the daily challenge's answers, apart from reading it (daily.ts): the home page's
// daily card reads today's challenge, and keeps React Query's mutation code out of its chunk.
import type { DailyAnswerRequest, DailyAnswerResult } from '@apogee/contracts/quiz-learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';

export function answerDaily(answer: DailyAnswerRequest): Promise<DailyAnswerResult> {
  return apiRequest<DailyAnswerResult>('/api/quiz/daily/answers', { method: 'POST', body: answer });
}

/** Sends one answer of the challenge; the result, once complete, refreshes the dashboard. */
export function useAnswerDaily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerDaily,
    onSuccess: (answer) => {
      if (answer.result) void queryClient.invalidateQueries({ queryKey: ['quiz', 'scores'] });
    },
  });
}
