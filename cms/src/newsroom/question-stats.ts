/**
 * Answer figures for the admin's quiz questions: how often readers answered each question and
 * how many got it right. The quiz-service keeps the answers (the CMS keeps no reader's data), so
 * the CMS asks it (GET /api/internal/quiz/question-stats?ids=a,b, the contract in
 * packages/contracts/src/quiz-learning.ts) and the admin shows "unavailable" when it cannot.
 *
 * GET /newsroom/question-stats?ids=a,b (signed-in admin users): { stats, unavailable }.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../env';

/** The quiz-service answers at most 200 ids at once (a list page shows at most 100). */
export const MAX_IDS = 200;
const DOCUMENT_ID = /^[A-Za-z0-9]{1,100}$/;

export interface QuestionFigures {
  questionId: string;
  answers: number;
  correct: number;
  /** Per cent right with one decimal, null when never answered. */
  correctRate: number | null;
}

/** The ids of `?ids=a,b`, or the editor-facing problem with them. */
export function parseIds(raw: unknown): string[] | string {
  const ids = [
    ...new Set(
      String(typeof raw === 'string' ? raw : '')
        .split(',')
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return 'Give the questions’ documentIds: ?ids=a,b.';
  if (ids.length > MAX_IDS) return `Ask for at most ${MAX_IDS} questions at once.`;
  if (!ids.every((id) => DOCUMENT_ID.test(id))) return 'A documentId is letters and digits.';
  return ids;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;

/** Keeps only well-formed figures of the asked ids: a malformed answer must not break the admin. */
export function figuresFrom(answer: unknown, ids: readonly string[]): QuestionFigures[] | null {
  const stats = (answer as { stats?: unknown } | null)?.stats;
  if (!Array.isArray(stats)) return null;
  const asked = new Set(ids);
  return stats.flatMap((row: Partial<QuestionFigures> | null) => {
    if (!row || typeof row.questionId !== 'string' || !asked.has(row.questionId)) return [];
    if (!isCount(row.answers) || !isCount(row.correct)) return [];
    const rate =
      typeof row.correctRate === 'number' && Number.isFinite(row.correctRate)
        ? row.correctRate
        : null;
    return [
      { questionId: row.questionId, answers: row.answers, correct: row.correct, correctRate: rate },
    ];
  });
}

export async function questionStats(
  strapi: Core.Strapi,
  ids: readonly string[],
): Promise<{ stats: QuestionFigures[]; unavailable: boolean }> {
  const { quizServiceUrl, newsroomReadSecret } = cmsEnv();
  try {
    const response = await fetch(
      `${quizServiceUrl}/api/internal/quiz/question-stats?ids=${ids.join(',')}`,
      {
        headers: { authorization: `Bearer ${newsroomReadSecret}` },
        signal: AbortSignal.timeout(5000),
      },
    );
    if (!response.ok) throw new Error(`the quiz-service answered ${response.status}`);
    const stats = figuresFrom(await response.json(), ids);
    if (!stats) throw new Error('the quiz-service answered without figures');
    return { stats, unavailable: false };
  } catch (error) {
    strapi.log.warn(
      `[newsroom] answer figures unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { stats: [], unavailable: true };
  }
}

export function registerQuestionStatsRoute(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '/newsroom',
    routes: [
      {
        method: 'GET',
        path: '/question-stats',
        handler: async (ctx: { query: Record<string, unknown>; body: unknown }) => {
          const ids = parseIds(ctx.query.ids);
          if (typeof ids === 'string') throw new errors.ValidationError(ids);
          ctx.body = await questionStats(strapi, ids);
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
    // Strapi's router type names handlers by string; a function handler is accepted as well.
  } as never);
}
