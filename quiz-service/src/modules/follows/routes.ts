import {
  followChangedSchema,
  followingFeedQuerySchema,
  followingFeedSchema,
  followParamsSchema,
  followsResponseSchema,
} from '@apogee/contracts/follows';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createFollowsService, type FollowsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    follows: FollowsService;
  }
}

const tags = ['follows'];

const routes: FastifyPluginAsyncZod<{ follows: FollowsService }> = async (app, { follows }) => {
  // Every answer is the reader's own: never kept by a browser or a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/follows',
    { schema: { tags, response: { 200: followsResponseSchema } } },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      return { follows: await follows.list(user.id) };
    },
  );

  app.put(
    '/api/follows/:kind/:slug',
    { schema: { tags, params: followParamsSchema, response: { 200: followChangedSchema } } },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      return follows.follow(user.id, request.params);
    },
  );

  app.delete(
    '/api/follows/:kind/:slug',
    { schema: { tags, params: followParamsSchema, response: { 200: followChangedSchema } } },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      return follows.unfollow(user.id, request.params);
    },
  );

  /** The home page's "Following": the newest published articles of what the reader follows. */
  app.get(
    '/api/follows/feed',
    {
      schema: {
        tags,
        querystring: followingFeedQuerySchema,
        response: { 200: followingFeedSchema },
      },
    },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      return follows.feed(user.id, request.query.limit);
    },
  );
};

/** What signed-in readers follow (categories, tags, authors) and the articles of it. */
export const followsModule = fp(
  async (app) => {
    const follows = createFollowsService(app.db);
    app.decorate('follows', follows);
    await app.register(routes, { follows });
  },
  { name: 'follows', dependencies: ['db', 'accounts'] },
);
