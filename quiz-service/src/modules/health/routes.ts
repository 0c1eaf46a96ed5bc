import { healthSchema, livenessSchema, readinessSchema } from '@apogee/contracts/health';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createReadiness } from './readiness';
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

  // Nothing but the event loop: a balancer must not restart a replica whose dependency is away.
  app.get('/api/health/live', { schema: { response: { 200: livenessSchema } } }, async () => ({
    live: true as const,
  }));

  const readiness = createReadiness({
    db: app.db,
    bus: app.contentChangeBus,
    cmsUrl: app.config.cmsUrl,
    isDraining: () => app.lifecycle.isDraining(),
  });
  app.get(
    '/api/health/ready',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const result = await readiness();
      return reply.status(result.ready ? 200 : 503).send(result);
    },
  );
};

/** /api/health (the database), /api/health/live and /api/health/ready (for a load balancer). */
export const healthModule = fp(
  async (app) => {
    await app.register(routes);
  },
  { name: 'health', dependencies: ['db', 'cms-webhook', 'lifecycle'] },
);
