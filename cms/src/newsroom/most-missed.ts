/**
 * The questions most readers miss, for the newsroom's home: the content manager cannot sort its
 * list by figures the quiz-service keeps, so this asks the figures of every question (by 200,
 * the quiz-service's limit) and keeps the flagged ones, lowest share right first. A question
 * almost nobody gets right is often unclear, or wrong.
 *
 * GET /newsroom/most-missed-questions (signed-in admin users): { questions, unavailable }.
 */
import type { Core } from '@strapi/strapi';
import { mostlyMissed } from './question-figures';
import { MAX_IDS, type QuestionFigures, questionStats } from './question-stats';

/** The home shows the few worst; each links to the question. */
const SHOWN = 8;

export interface MissedQuestion extends QuestionFigures {
  question: string;
}

const rateOf = (figures: QuestionFigures) =>
  figures.correctRate ?? (100 * figures.correct) / Math.max(1, figures.answers);

export async function mostMissedQuestions(
  strapi: Core.Strapi,
): Promise<{ questions: MissedQuestion[]; unavailable: boolean }> {
  const rows = (await strapi.db.query('api::quiz-question.quiz-question').findMany({
    select: ['documentId', 'question'],
  })) as { documentId: string; question: string }[];
  const texts = new Map(rows.map((row) => [row.documentId, row.question]));
  const ids = [...texts.keys()];
  const missed: MissedQuestion[] = [];
  for (let start = 0; start < ids.length; start += MAX_IDS) {
    const { stats, unavailable } = await questionStats(strapi, ids.slice(start, start + MAX_IDS));
    if (unavailable) return { questions: [], unavailable: true };
    for (const figures of stats)
      if (mostlyMissed(figures))
        missed.push({ ...figures, question: texts.get(figures.questionId) ?? '' });
  }
  missed.sort((a, b) => rateOf(a) - rateOf(b) || b.answers - a.answers);
  return { questions: missed.slice(0, SHOWN), unavailable: false };
}

export function registerMostMissedRoute(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '/newsroom',
    routes: [
      {
        method: 'GET',
        path: '/most-missed-questions',
        handler: async (ctx: { body: unknown }) => {
          ctx.body = await mostMissedQuestions(strapi);
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
    // Strapi's router type names handlers by string; a function handler is accepted as well.
  } as never);
}
