import {
  legacyAnalyticSavedSchema,
  legacyAnalyticSaveSchema,
  legacyAnalyticsRecordListSchema,
  legacyMessages,
  legacyPeriodAnalysisSchema,
  legacyQuizAnalyticSchema,
  legacyQuizQuestionListSchema,
} from '@apogee/contracts/legacy';
import type { HistoryItem } from '@apogee/contracts/quiz';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../lib/fastify-zod';
import { rateLimits } from '../lib/rate-limit';
import {
  secondsOfTimeTaken,
  toLegacyAnalytic,
  toLegacyPeriods,
  toLegacyQuestion,
  toLegacyRecord,
} from './quiz-shape';

const userIdParams = z.object({ userId: z.string().max(100) });
const tags = ['legacy: quiz'];
/** OpenAPI: these paths need the session cookie. */
const signedIn = [{ session: [] }];

/**
 * The REST adapter's `/quiz/*` (docs/product/rest-adapter.md#quiz). Correctness is decided here
 * from the question, never taken from the client; paths carrying a userId answer only for that
 * signed-in reader (403 otherwise); periods are in the site's time zone (SITE_TIME_ZONE), as old
 * clients send none. A question held for a daily challenge (today's, or one scheduled for a later
 * day) is left out of the list and refused as an answer (409) until its day is over.
 */
export const legacyQuizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quiz } = app;
  const timeZone = app.config.siteTimeZone;

  /** The signed-in reader, who must be the one the path names. */
  async function ownReader(request: Parameters<typeof app.auth.requireUser>[0], userId: string) {
    const { user } = await app.auth.requireUser(request);
    quiz.ensureOwn(user.id, userId);
    return user.id;
  }

  app.get(
    '/quiz/get-quiz',
    { schema: { tags, response: { 200: legacyQuizQuestionListSchema } } },
    async (request, reply) => {
      await app.rateLimiter.consume(rateLimits.legacyQuizListPerIp, request.ip);
      reply.header('cache-control', 'no-store');
      return (await quiz.openQuestions(new Date())).map(toLegacyQuestion);
    },
  );

  app.post(
    '/quiz/quiz-analytic-save',
    {
      schema: {
        tags,
        security: signedIn,
        body: legacyAnalyticSaveSchema,
        response: { 200: legacyAnalyticSavedSchema },
      },
    },
    async (request) => {
      const { userId, quizId, choose_option, time_taken } = request.body;
      const readerId = await ownReader(request, userId);
      const now = new Date();
      await quiz.ensureOpen(quizId, now);
      const result = await quiz.recordAnswer(
        readerId,
        {
          questionId: quizId,
          option: choose_option - 1,
          reportedSeconds: secondsOfTimeTaken(time_taken),
          timeZone,
        },
        now,
      );
      return {
        message: legacyMessages.quizSaved,
        correct: result.correct,
        correctAnswer: result.correctOption,
        choose_option,
        explanation: result.explanation,
      };
    },
  );

  app.get(
    '/quiz/get-all-quiz-analytics/:userId',
    {
      schema: {
        tags,
        security: signedIn,
        params: userIdParams,
        response: { 200: legacyAnalyticsRecordListSchema },
      },
    },
    async (request, reply) => {
      const readerId = await ownReader(request, request.params.userId);
      reply.header('cache-control', 'no-store');
      // The old path answers the whole history at once: read every page, newest first.
      const items: HistoryItem[] = [];
      for (let page = 1; ; page++) {
        const result = await quiz.history(readerId, page);
        items.push(...result.items);
        if (page >= result.pageCount || result.items.length === 0) break;
      }
      return items.map(toLegacyRecord);
    },
  );

  app.get(
    '/quiz/current-quiz-analysis/:userId',
    {
      schema: {
        tags,
        security: signedIn,
        params: userIdParams,
        response: { 200: legacyPeriodAnalysisSchema },
      },
    },
    async (request, reply) => {
      const readerId = await ownReader(request, request.params.userId);
      reply.header('cache-control', 'no-store');
      return toLegacyPeriods(await quiz.periodScores(readerId, timeZone, new Date()));
    },
  );

  app.get(
    '/quiz/get-quiz-analytic/:userId',
    {
      schema: {
        tags,
        security: signedIn,
        params: userIdParams,
        response: { 200: legacyQuizAnalyticSchema },
      },
    },
    async (request, reply) => {
      const readerId = await ownReader(request, request.params.userId);
      reply.header('cache-control', 'no-store');
      const now = new Date();
      const [month, overall] = await Promise.all([
        quiz.monthSeries(readerId, timeZone, now),
        quiz.overall(readerId),
      ]);
      return toLegacyAnalytic(month, overall);
    },
  );
};
