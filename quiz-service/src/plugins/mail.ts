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
    // The file's name and why, never the address or the text.
    mailer.reportSetAside?.(({ file, reason, movedTo }) =>
      app.log.warn({ file, reason, movedTo }, 'kept email could not be read, set aside'),
    );
    app.log.info({ destination: mailer.destination }, 'mail ready');
  },
  { name: 'mail' },
);
