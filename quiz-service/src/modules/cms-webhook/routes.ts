import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
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

/** True when the request carries `Authorization: Bearer <secret>`, compared in constant time. */
function hasSecret(request: FastifyRequest, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Strapi's webhook (cms/src/webhooks/cache-purge.ts): drop cached CMS content. */
const routes: FastifyPluginAsyncZod<{ changes: ContentChanges }> = async (app, { changes }) => {
  app.post(
    '/api/internal/cms-webhook',
    {
      schema: { body: changeSchema, response: { 200: z.object({ purged: z.literal(true) }) } },
      // The secret is checked before the body, so strangers learn nothing about its shape.
      onRequest: async (request) => {
        if (!hasSecret(request, app.config.cachePurgeSecret))
          throw new AppError(401, 'UNAUTHORIZED', 'A valid purge secret is required.');
      },
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
