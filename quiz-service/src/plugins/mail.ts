import fp from 'fastify-plugin';
import type { Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ mailer: Mailer }>(
  async (app, { mailer }) => {
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close?.());
    app.log.info({ destination: mailer.destination }, 'mail ready');
  },
  { name: 'mail' },
);
