import { z } from 'zod';
import {
  dailyAnswerRequestSchema,
  dailyAnswerResultSchema,
  dailyChallengeSchema,
  dailyResultSchema,
  learningSchema,
  pageQuizParamsSchema,
  pageQuizSchema,
  questionStatsQuerySchema,
  questionStatsSchema,
  tryAnswerRequestSchema,
  tryAnswerResultSchema,
} from '@apogee/contracts/quiz-learning';
import { timeZoneField } from '@apogee/contracts/quiz';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../lib/errors';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { requireSecret } from '../../lib/internal-secret';
import { rateLimits } from '../../lib/rate-limit';
import { dailyVisitorCookie } from './daily-visitor';
import type { LearningService, Player } from './learning-service';

// Any id that is not one of ours is simply not found (the service checks its shape).
const shareParamsSchema = z.object({ shareId: z.string() });

/** The learning loop's JSON API: thin; the rules are in learning-service.ts. */
export const learningRoutes: FastifyPluginAsyncZod<{ learning: LearningService }> = async (
  app,
  { learning },
) => {
  const visitor = dailyVisitorCookie(app.config.publicUrl);

  /**
   * A signed-in reader who still carries a visitor cookie gets that visitor's plays (the
   * visitor signed in or up), then loses the cookie. True when plays were moved.
   */
  async function claimFor(
    userId: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean> {
    const visitorId = visitor.idOf(request);
    if (!visitorId) {
      if (request.cookies[visitor.name]) visitor.clear(reply);
      return false;
    }
    const moved = await learning.claimVisitor(visitorId, userId);
    visitor.clear(reply);
    return moved > 0;
  }

  /** The player of a daily request: the account when signed in, else the visitor cookie's id. */
  async function playerOf(request: FastifyRequest, reply: FastifyReply): Promise<Player> {
    const signedIn = await app.auth.userOf(request);
    if (signedIn) {
      await claimFor(signedIn.user.id, request, reply);
      return { userId: signedIn.user.id };
    }
    return { visitorId: visitor.ensure(request, reply) };
  }

  app.get(
    '/api/quiz/daily',
    { schema: { response: { 200: dailyChallengeSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return learning.daily(await playerOf(request, reply), new Date());
    },
  );

  app.post(
    '/api/quiz/daily/answers',
    { schema: { body: dailyAnswerRequestSchema, response: { 200: dailyAnswerResultSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const player = await playerOf(request, reply);
      if ('visitorId' in player)
        await app.rateLimiter.consume(rateLimits.dailyVisitorAnswersPerIp, request.ip);
      return learning.answerDaily(player, request.body, new Date());
    },
  );

  app.get(
    '/api/quiz/daily/results/:shareId',
    { schema: { params: shareParamsSchema, response: { 200: dailyResultSchema } } },
    async (request, reply) => {
      // A finished result never changes.
      reply.header('cache-control', 'public, max-age=300');
      return learning.sharedResult(request.params.shareId);
    },
  );

  app.get(
    '/api/quiz/learning',
    {
      schema: {
        querystring: z.object({ timeZone: timeZoneField.optional() }),
        response: { 200: learningSchema },
      },
    },
    async (request, reply) => {
      // One read gives the reader, their answer version and today's daily result: an
      // unchanged dashboard is not computed again.
      const now = new Date();
      const sessionId = await app.auth.sessionIdOf(request);
      const reader = sessionId ? await learning.readerOfSession(sessionId, now) : null;
      if (!reader) throw unauthenticated();
      reply.header('cache-control', 'no-store');
      const claimed = await claimFor(reader.userId, request, reply);
      return learning.learning(
        reader.userId,
        request.query.timeZone ?? app.config.siteTimeZone,
        now,
        // Claimed plays are new answers and maybe a result: read again.
        claimed ? undefined : reader,
      );
    },
  );

  for (const kind of ['article', 'issue'] as const)
    app.get(
      `/api/quiz/for/${kind}/:slug`,
      { schema: { params: pageQuizParamsSchema, response: { 200: pageQuizSchema } } },
      async (request, reply) => {
        // Each question carries a served token dated now.
        reply.header('cache-control', 'no-store');
        return learning.pageQuiz(kind, request.params.slug, new Date());
      },
    );

  app.post(
    '/api/quiz/try',
    { schema: { body: tryAnswerRequestSchema, response: { 200: tryAnswerResultSchema } } },
    async (request) => {
      await app.rateLimiter.consume(rateLimits.quizTriesPerIp, request.ip);
      return learning.tryAnswer(request.body.questionId, request.body.option, new Date());
    },
  );

  app.get(
    '/api/internal/quiz/question-stats',
    {
      schema: {
        tags: ['newsroom'],
        querystring: questionStatsQuerySchema,
        response: { 200: questionStatsSchema },
      },
      onRequest: requireSecret(app.config.newsroomReadSecret),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return learning.questionStats(request.query.ids);
    },
  );
};
