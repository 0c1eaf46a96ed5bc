import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  answerRequestSchema,
  answerResultSchema,
  historyQuerySchema,
  historyResponseSchema,
  servedQuestionSchema,
} from '@apogee/contracts/quiz';
import { learningNextQuerySchema, servedReasonSchema } from '@apogee/contracts/quiz-learning';
import { readSiteSettings } from '../../lib/site-settings';
import type { CmsClient } from '../../plugins/cms-client';
import { createDailyLock } from './daily-lock';
import { createDailyPicks } from './daily-picks';
import { learningRoutes } from './learning-routes';
import { createLearningService, type LearningService } from './learning-service';
import { unauthenticated } from '../../lib/errors';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createQuestionBank } from './question-bank';
import { createQuizService, type QuizService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    quiz: QuizService;
    learning: LearningService;
  }
}

/** The quiz JSON API of the site: thin; the rules are in the service. */
const routes: FastifyPluginAsyncZod<{ quiz: QuizService }> = async (app, { quiz }) => {
  app.get(
    '/api/quiz/next',
    {
      schema: {
        // The quiz's query and answer (docs/product/quiz.md), with the learning loop's optional
        // additions.
        querystring: learningNextQuerySchema,
        response: { 200: servedQuestionSchema.extend({ reason: servedReasonSchema.optional() }) },
      },
    },
    async (request, reply) => {
      // One read gives the reader and their answer version, under which their review boxes are
      // kept; the session is still marked used (at most once a minute), so a reader who only
      // plays is not signed out as idle (docs/security.md).
      const sessionId = await app.auth.sessionIdOf(request);
      const reader = sessionId ? await quiz.readerOfSession(sessionId) : null;
      if (sessionId && reader) await app.auth.markSessionUsed(sessionId, reader.lastSeenAt);
      reply.header('cache-control', 'no-store');
      return quiz.nextQuestion(reader?.userId ?? null, new Date(), {
        ...request.query,
        answerVersion: reader?.answerVersion,
      });
    },
  );

  app.post(
    '/api/quiz/answers',
    { schema: { body: answerRequestSchema, response: { 200: answerResultSchema } } },
    async (request) => {
      // The session is checked by the statement that stores the answer (401 when not open).
      const sessionId = await app.auth.sessionIdOf(request);
      if (!sessionId) throw unauthenticated();
      const { questionId, option, servedToken, timeZone } = request.body;
      const now = new Date();
      await quiz.ensureOpen(questionId, now);
      return quiz.recordAnswer({ sessionId }, { questionId, option, servedToken, timeZone }, now);
    },
  );

  app.get(
    '/api/quiz/analytics',
    { schema: { querystring: analyticsQuerySchema, response: { 200: analyticsResponseSchema } } },
    async (request, reply) => {
      // One read gives the reader and their answer version: an unchanged dashboard is not
      // computed again.
      const sessionId = await app.auth.sessionIdOf(request);
      const reader = sessionId ? await quiz.readerOfSession(sessionId) : null;
      if (!reader) throw unauthenticated();
      reply.header('cache-control', 'no-store');
      return quiz.analytics(
        reader.userId,
        request.query.timeZone,
        new Date(),
        reader.answerVersion,
      );
    },
  );

  app.get(
    '/api/quiz/history',
    { schema: { querystring: historyQuerySchema, response: { 200: historyResponseSchema } } },
    async (request, reply) => {
      const { user } = await app.auth.requireUser(request);
      reply.header('cache-control', 'no-store');
      return quiz.history(user.id, request.query.page);
    },
  );
};

/** Asked again this long after the CMS could not give the site's name. */
const SITE_NAME_RETRY_MS = 30_000;

/**
 * The site's name for the daily grid (the CMS's site settings, cached there); the brand's name
 * when the CMS has none or is away, without asking it again for a while, so a daily result
 * never waits on a CMS that does not answer.
 */
function siteNameFrom(cms: CmsClient): () => Promise<string> {
  let failedAt = Number.NEGATIVE_INFINITY;
  return async () => {
    if (Date.now() - failedAt < SITE_NAME_RETRY_MS) return 'Apogee';
    try {
      return (await readSiteSettings(cms)).siteName ?? 'Apogee';
    } catch {
      failedAt = Date.now();
      return 'Apogee';
    }
  };
}

/** The quiz: questions from the CMS, answers and scores (app.quiz), and /api/quiz/*. */
export const quizModule = fp(
  async (app) => {
    const questions = createQuestionBank(app.cms, app.log);
    const lock = createDailyLock({
      questions,
      picks: createDailyPicks(app.cms, app.log),
      siteTimeZone: app.config.siteTimeZone,
    });
    const quiz = createQuizService({
      db: app.db,
      questions,
      secret: app.config.sessionSecret,
      siteTimeZone: app.config.siteTimeZone,
      lock,
    });
    app.decorate('quiz', quiz);
    await app.register(routes, { quiz });
    const learning = createLearningService({
      db: app.db,
      questions,
      lock,
      quiz,
      siteName: siteNameFrom(app.cms),
      secret: app.config.sessionSecret,
      siteTimeZone: app.config.siteTimeZone,
    });
    app.decorate('learning', learning);
    await app.register(learningRoutes, { learning });
  },
  { name: 'quiz', dependencies: ['db', 'cms-client', 'authentication', 'rate-limit'] },
);
