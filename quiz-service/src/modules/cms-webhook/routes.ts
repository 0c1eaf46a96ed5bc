import { z } from 'zod';
import { requireSecret } from '../../lib/internal-secret';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { randomUUID } from 'node:crypto';
import { openContentChangeBus, type ContentChangeBus } from '../../lib/content-change-bus';
import { createContentChanges, type ContentChange, type ContentChanges } from './service';
import { createSharedCachePurger, type SharedCachePurger } from './shared-cache-purge';

declare module 'fastify' {
  interface FastifyInstance {
    /** Caches of CMS content subscribe here; the CMS webhook notifies them. */
    contentChanges: ContentChanges;
    /** The Redis content-change channel when REDIS_URL is set (readiness pings through it). */
    contentChangeBus: ContentChangeBus | null;
  }
}

const changeSchema = z.object({
  event: z.string({ error: 'event is required' }).min(1, 'event is required').max(100),
  model: z.string().max(200).nullish(),
  documentId: z.string().max(200).nullish(),
  slug: z.string().max(500).nullish(),
});

/** Strapi's webhook (cms/src/webhooks/cache-purge.ts): drop cached CMS content. */
const routes: FastifyPluginAsyncZod<{
  changes: ContentChanges;
  bus: ContentChangeBus | null;
  sharedCache: SharedCachePurger | null;
}> = async (app, { changes, bus, sharedCache }) => {
  app.post(
    '/api/internal/cms-webhook',
    {
      schema: { body: changeSchema, response: { 200: z.object({ purged: z.literal(true) }) } },
      onRequest: requireSecret(app.config.cmsWebhookSecret),
    },
    async (request) => {
      const { event, model, documentId, slug } = request.body;
      const change: ContentChange = {
        event,
        model: model ?? null,
        documentId: documentId ?? null,
        slug: slug ?? null,
      };
      changes.notify(change, 'webhook');
      // Every other replica (web and quiz-service) purges its own caches on this message.
      if (bus) await bus.publish(change);
      // The shared cache in front, once per change: this replica is the one the CMS called.
      if (sharedCache) void sharedCache.purge(change);
      return { purged: true as const };
    },
  );
};

/** The CMS webhook: a change of published content drops the CMS client's cache. */
export const cmsWebhookModule = fp(
  async (app) => {
    const changes = createContentChanges();
    app.decorate('contentChanges', changes);
    changes.onChange(() => app.cms.purge());
    const bus = app.config.redisUrl
      ? await openContentChangeBus(app.config.redisUrl, {
          origin: `quiz-service:${randomUUID()}`,
          onChange: (change) => changes.notify(change, 'peer'),
          onError: (code) =>
            app.log.warn({ code }, 'content-change channel (Redis) unavailable; reconnecting'),
        })
      : null;
    app.decorate('contentChangeBus', bus);
    if (bus) app.addHook('onClose', () => bus.close());
    const { purgeUrls, purgeSecret } = app.config.sharedCache;
    const sharedCache = purgeUrls.length
      ? createSharedCachePurger({ urls: purgeUrls, secret: purgeSecret, log: app.log })
      : null;
    if (sharedCache) app.addHook('onClose', async () => sharedCache.close());
    await app.register(routes, { changes, bus, sharedCache });
  },
  { name: 'cms-webhook', dependencies: ['cms-client'] },
);
