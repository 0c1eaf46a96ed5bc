import { healthSchema } from '@apogee/contracts/health';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { checkHealth } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const health = await checkHealth(app.db);
      return reply.status(health.database.state === 'up' ? 200 : 503).send(health);
    },
  );
};

/** /api/health: whether the service and its database answer. */
export const healthModule = fp(
  async (app) => {
    await app.register(routes);
  },
  { name: 'health', dependencies: ['db'] },
);
