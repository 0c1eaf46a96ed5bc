/**
 * A daily challenge is five questions: the editors pick at most five for a day (fewer are
 * topped up by the quiz-service's draw). The admin sends relation changes as connect/disconnect
 * lists, so, as for the home's picks, the rule is checked on the saved result inside a
 * transaction that is rolled back when the result breaks it.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export const MAX_DAILY_QUESTIONS = 5;

export function dailyQuestionsProblem(count: number): string | null {
  return count > MAX_DAILY_QUESTIONS
    ? `A daily challenge has at most ${MAX_DAILY_QUESTIONS} questions (${count} chosen).`
    : null;
}

export async function saveDailyChallengeWithinLimit<T>(
  strapi: Core.Strapi,
  documentId: string | undefined,
  save: () => Promise<T>,
): Promise<T> {
  return strapi.db.transaction(async () => {
    const result = await save();
    const saved = documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (!saved) return result;
    const challenge = (await strapi.db.query('api::daily-challenge.daily-challenge').findOne({
      where: { documentId: saved },
      select: ['id'],
      populate: { questions: { select: ['documentId'] } },
    })) as { questions?: { documentId: string }[] } | null;
    const questions = new Set(challenge?.questions?.map((question) => question.documentId));
    const problem = dailyQuestionsProblem(questions.size);
    if (problem) {
      throw new errors.ValidationError(problem, {
        errors: [{ path: ['questions'], message: problem, name: 'ValidationError' }],
      });
    }
    return result;
  });
}
