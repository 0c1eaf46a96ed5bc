import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { requireSecret } from '../../lib/internal-secret';
import { createReviewNotices, reviewStages, type ReviewNotices } from './service';

const noticeSchema = z.object({
  to: z.email('to must be an e-mail address').max(254),
  name: z.string().trim().min(1).max(120),
  title: z.string().trim().min(1).max(200),
  stage: z.enum(reviewStages),
  by: z.string().trim().min(1).max(120),
  editUrl: z.url().max(2000),
});

const routes: FastifyPluginAsyncZod<{ notices: ReviewNotices }> = async (app, { notices }) => {
  // The CMS calls this after an article changes review stage (cms/src/validation/review.ts).
  app.post(
    '/api/internal/review-notices',
    {
      schema: {
        tags: ['newsroom'],
        body: noticeSchema,
        response: { 202: z.object({ queued: z.literal(true) }) },
      },
      onRequest: requireSecret(app.config.newsroomMailSecret),
    },
    async (request, reply) => {
      // Sent after the answer: the editor's save never waits for the mail server.
      void notices
        .send(request.body)
        .catch((err: unknown) => app.log.error({ err }, 'review notice not sent'));
      return reply.status(202).send({ queued: true as const });
    },
  );
};

/** Review notices: e-mails telling authors their piece changed review stage. */
export const reviewNoticesModule = fp(
  async (app) => {
    await app.register(routes, { notices: createReviewNotices(app.mailer) });
  },
  { name: 'review-notices', dependencies: ['mail'] },
);
