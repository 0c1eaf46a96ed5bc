import fp from 'fastify-plugin';
import { RateLimiter, type RateLimitStore } from '../lib/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** One limiter for the app; its store is in memory unless another one is given. */
export const rateLimitPlugin = fp<{ store: RateLimitStore }>(
  async (app, { store }) => {
    app.decorate('rateLimiter', new RateLimiter(store));
  },
  { name: 'rate-limit' },
);
