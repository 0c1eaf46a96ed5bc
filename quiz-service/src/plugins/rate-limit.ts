import fp from 'fastify-plugin';
import { RateLimiter, type RateLimitStore } from '../lib/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** One limiter for the app; the store's close (if any) runs when the app closes. */
export const rateLimitPlugin = fp<{ store: RateLimitStore & { close?: () => Promise<void> } }>(
  async (app, { store }) => {
    app.decorate('rateLimiter', new RateLimiter(store));
    app.addHook('onClose', async () => {
      await store.close?.();
    });
  },
  { name: 'rate-limit' },
);
