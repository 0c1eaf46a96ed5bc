import { contactResponseSchema, contactSchema } from '@apogee/contracts/contact';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createCmsEditorialInbox, type EditorialInbox } from './editorial-inbox';
import { createContactService, type ContactService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

const routes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/api/contact',
    { schema: { body: contactSchema, response: { 200: contactResponseSchema } } },
    async (request) => ({ message: await contact.send(request.body, request.ip) }),
  );
};

/** Contact messages: stored, then emailed to the editorial inbox of the site settings. */
export const contactModule = fp<{ inbox?: EditorialInbox }>(
  async (app, options) => {
    const inbox =
      options.inbox ?? createCmsEditorialInbox(app.cms, app.config.editorialEmail, app.log);
    const contact = createContactService({
      db: app.db,
      limiter: app.rateLimiter,
      mailer: app.mailer,
      inbox,
      log: app.log,
    });
    app.decorate('contact', contact);
    await app.register(routes, { contact });
  },
  { name: 'contact', dependencies: ['db', 'rate-limit', 'mail', 'cms-client'] },
);
