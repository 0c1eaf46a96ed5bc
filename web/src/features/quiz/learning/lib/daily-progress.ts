import type { DailyChallenge, OpenQuestion } from '@apogee/contracts/quiz-learning';

/**
 * The question to ask next: the first one of the challenge this player has not answered (the
 * service keeps what was answered, so a reload goes on where the player left off). Null once
 * every question is answered.
 */
export function nextDailyQuestion(
  challenge: Pick<DailyChallenge, 'questions' | 'answered'>,
): { question: OpenQuestion; position: number } | null {
  const answered = new Set(challenge.answered.map((answer) => answer.questionId));
  const position = challenge.questions.findIndex((question) => !answered.has(question.id));
  if (position < 0) return null;
  return { question: challenge.questions[position] as OpenQuestion, position };
}
