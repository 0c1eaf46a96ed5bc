import {
  createDrainGate,
  drainingError,
  drainingHeaders,
  type DrainGate,
} from '@apogee/service-plumbing/drain';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Started by server.ts on SIGTERM (@apogee/service-plumbing/drain). */
    lifecycle: DrainGate;
  }
}

/** The balancer's probes: answered while draining too, readiness with its 503. */
const isHealthProbe = (url: string) => url === '/api/health' || url.startsWith('/api/health/');

/**
 * Registered before every route so its hooks cover them all. While draining, a request that
 * still arrives is refused with a 503 before anything is done, for the balancer to resend to
 * another replica, and each answer closes its keep-alive connection, so clients reconnect
 * elsewhere instead of sending their next request to one that is going away.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    app.decorate('lifecycle', createDrainGate());
    app.addHook('onRequest', async (request, reply) => {
      if (!app.lifecycle.isDraining() || isHealthProbe(request.url)) return;
      app.lifecycle.noteLatecomer();
      return reply.code(503).headers(drainingHeaders).send(drainingError);
    });
    app.addHook('onSend', async (_request, reply) => {
      if (app.lifecycle.isDraining()) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
