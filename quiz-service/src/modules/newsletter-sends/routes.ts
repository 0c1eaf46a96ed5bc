import {
  createNewsletterSendSchema,
  newsletterSendReportSchema,
  newsletterTestSchema,
} from '@apogee/contracts/newsletter-sends';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { requireSecret } from '../../lib/internal-secret';
import { createNewsletterSends, type NewsletterSends } from './service';
import { trackingRoutes } from './tracking-routes';
import { startNewsletterWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    newsletterSends: NewsletterSends;
  }
}

const idParams = z.object({ id: z.string().max(64) });

const routes: FastifyPluginAsyncZod<{ sends: NewsletterSends }> = async (app, { sends }) => {
  app.addHook('onRequest', requireSecret(app.config.newsroomNewsletterSecret));

  app.post(
    '/api/internal/newsletter/sends',
    { schema: { body: createNewsletterSendSchema, response: { 201: newsletterSendReportSchema } } },
    async (request, reply) => {
      const b = request.body;
      const created = await sends.createSend({
        kind: b.kind,
        dedupeKey: b.dedupeKey,
        subject: b.subject,
        preheader: b.preheader,
        html: b.html,
        text: b.text,
        audience: b.audience,
        scheduledAt: b.scheduledAt ? new Date(b.scheduledAt) : undefined,
        createdBy: b.createdBy,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/internal/newsletter/sends',
    { schema: { response: { 200: z.object({ sends: z.array(newsletterSendReportSchema) }) } } },
    async () => ({ sends: await sends.list() }),
  );

  app.get(
    '/api/internal/newsletter/sends/:id',
    { schema: { params: idParams, response: { 200: newsletterSendReportSchema } } },
    async (request) => sends.report(request.params.id),
  );

  app.post(
    '/api/internal/newsletter/sends/:id/stop',
    { schema: { params: idParams, response: { 200: newsletterSendReportSchema } } },
    async (request) => sends.stop(request.params.id),
  );

  app.post(
    '/api/internal/newsletter/test',
    {
      schema: { body: newsletterTestSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await sends.sendTest(request.body);
      return { message: `Test email sent to ${request.body.to}.` };
    },
  );
};

/**
 * The newsroom's newsletter sends (behind NEWSROOM_NEWSLETTER_SECRET). On the embedded
 * database the sending loop runs here too (config.newsletter.sender 'inline').
 */
export const newsletterSendsModule = fp(
  async (app) => {
    const sends = createNewsletterSends({
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      databaseUrl: app.config.database.url,
      tracking: app.config.newsletter.tracking,
    });
    app.decorate('newsletterSends', sends);
    await app.register(routes, { sends });
    // The opt-in tracking's pixel and link redirect: public, outside the secret's scope.
    await app.register(trackingRoutes, {
      tracking: app.config.newsletter.tracking,
      secret: app.config.sessionSecret,
    });
    if (app.config.newsletter.sender === 'inline') {
      // Started beside the service's start, not before it: readers need not wait for pg-boss.
      const worker = startNewsletterWorker(app.db, app.config, app.log).catch((err: unknown) => {
        app.log.error({ err }, 'newsletter sender did not start');
        return undefined;
      });
      app.addHook('preClose', async () => (await worker)?.stop());
    }
    app.addHook('preClose', () => sends.close());
  },
  { name: 'newsletter-sends', dependencies: ['db', 'mail'] },
);
