import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { healthSchema } from '@apogee/contracts/health';
import { checkHealth } from './service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const health = await checkHealth(app.db);
      return reply.status(health.database.state === 'up' ? 200 : 503).send(health);
    },
  );
};
