/**
 * Query keys of the learning loop. Everything an answer changes sits under `quizKeys.scores()`,
 * so the quiz's own invalidation (`quizKeys.scores()`) after an answer refreshes the learning dashboard too.
 */
export const learningKeys = {
  daily: () => ['quiz', 'scores', 'daily'] as const,
  dailyResult: (shareId: string) => ['quiz', 'daily-result', shareId] as const,
  learning: (timeZone: string) => ['quiz', 'scores', 'learning', timeZone] as const,
  pageQuiz: (kind: PageQuizKind, slug: string) => ['quiz', 'page', kind, slug] as const,
  practice: (category: string, round: number) => ['quiz', 'practice', category, round] as const,
};

/** The pages that carry a "Test yourself" quiz. */
export type PageQuizKind = 'article' | 'issue';
