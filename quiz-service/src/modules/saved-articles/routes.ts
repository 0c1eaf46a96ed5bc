import {
  continueReadingResponseSchema,
  readingPositionResponseSchema,
  readingPositionSchema,
  saveArticleResponseSchema,
  savedArticleParamsSchema,
  savedArticlesMessages,
  savedArticlesResponseSchema,
  unsaveArticleResponseSchema,
} from '@apogee/contracts/saved-articles';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createSavedArticlesService, type SavedArticlesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    savedArticles: SavedArticlesService;
  }
}

const routes: FastifyPluginAsyncZod<{ saved: SavedArticlesService }> = async (app, { saved }) => {
  // Every answer is the reader's own: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/saved-articles',
    { schema: { tags: ['reading-list'], response: { 200: savedArticlesResponseSchema } } },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      return { items: await saved.list(user.id) };
    },
  );

  app.put(
    '/api/saved-articles/:slug',
    {
      schema: {
        tags: ['reading-list'],
        params: savedArticleParamsSchema,
        response: { 200: saveArticleResponseSchema },
      },
    },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      const item = await saved.save(user.id, request.params.slug);
      return { message: savedArticlesMessages.saved, item };
    },
  );

  app.delete(
    '/api/saved-articles/:slug',
    {
      schema: {
        tags: ['reading-list'],
        params: savedArticleParamsSchema,
        response: { 200: unsaveArticleResponseSchema },
      },
    },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      await saved.unsave(user.id, request.params.slug);
      return { message: savedArticlesMessages.removed };
    },
  );

  app.get(
    '/api/reading-positions/continue',
    { schema: { tags: ['reading-list'], response: { 200: continueReadingResponseSchema } } },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      return { article: await saved.continueReading(user.id) };
    },
  );

  app.put(
    '/api/reading-positions/:slug',
    {
      schema: {
        tags: ['reading-list'],
        params: savedArticleParamsSchema,
        body: readingPositionSchema,
        response: { 200: readingPositionResponseSchema },
      },
    },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      return saved.recordPosition(user.id, request.params.slug, request.body.progress);
    },
  );
};

/**
 * The reading list (articles saved for later) and reading positions (continue reading):
 * the service (app.savedArticles) and its routes, for signed-in readers only.
 */
export const savedArticlesModule = fp(
  async (app) => {
    const saved = createSavedArticlesService(app.db);
    app.decorate('savedArticles', saved);
    await app.register(routes, { saved });
  },
  { name: 'saved-articles', dependencies: ['db', 'accounts'] },
);
