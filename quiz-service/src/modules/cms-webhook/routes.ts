import { z } from 'zod';
import { requirePurgeSecret } from '../../lib/purge-secret';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createContentChanges, type ContentChanges } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Caches of CMS content subscribe here; the CMS webhook notifies them. */
    contentChanges: ContentChanges;
  }
}

const changeSchema = z.object({
  event: z.string({ error: 'event is required' }).min(1, 'event is required').max(100),
  model: z.string().max(200).nullish(),
  documentId: z.string().max(200).nullish(),
  slug: z.string().max(500).nullish(),
});

/** Strapi's webhook (cms/src/webhooks/cache-purge.ts): drop cached CMS content. */
const routes: FastifyPluginAsyncZod<{ changes: ContentChanges }> = async (app, { changes }) => {
  app.post(
    '/api/internal/cms-webhook',
    {
      schema: { body: changeSchema, response: { 200: z.object({ purged: z.literal(true) }) } },
      onRequest: requirePurgeSecret(app.config.cachePurgeSecret),
    },
    async (request) => {
      const { event, model, documentId, slug } = request.body;
      changes.notify({
        event,
        model: model ?? null,
        documentId: documentId ?? null,
        slug: slug ?? null,
      });
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
    await app.register(routes, { changes });
  },
  { name: 'cms-webhook', dependencies: ['cms-client'] },
);
