import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by server.ts on SIGTERM: readiness answers 503 and connections close after their answer. */
    lifecycle: { draining: boolean };
  }
}

/**
 * Registered before every route so its hook covers them all. While draining, each answer closes
 * its keep-alive connection, so clients reconnect to another replica instead of sending their
 * next request to one that is going away.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    app.decorate('lifecycle', { draining: false });
    app.addHook('onSend', async (_request, reply) => {
      if (app.lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
