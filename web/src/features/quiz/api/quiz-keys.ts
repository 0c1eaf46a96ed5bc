/** Query keys of the quiz: answers invalidate `quizKeys.scores()` (dashboard and history). */
export const quizKeys = {
  all: ['quiz'] as const,
  next: (round: number, category?: string) => ['quiz', 'next', round, category ?? 'any'] as const,
  scores: () => ['quiz', 'scores'] as const,
  analytics: (timeZone: string) => ['quiz', 'scores', 'analytics', timeZone] as const,
  history: (page: number) => ['quiz', 'scores', 'history', page] as const,
};
