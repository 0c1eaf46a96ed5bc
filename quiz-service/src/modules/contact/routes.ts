import { contactResponseSchema, contactSchema } from '@apogee/contracts/contact';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createCmsEditorialInbox, type EditorialInbox } from './editorial-inbox';
import { createContactInbox, type ContactInbox } from './inbox';
import { inboxRoutes } from './inbox-routes';
import { createContactService, type ContactService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
    contactInbox: ContactInbox;
  }
}

const routes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/api/contact',
    { schema: { body: contactSchema, response: { 200: contactResponseSchema } } },
    async (request) => ({ message: await contact.send(request.body, request.ip) }),
  );
};

/**
 * Contact messages: stored, then emailed to the editorial inbox of the site settings; read and
 * handled in the newsroom's inbox; purged after CONTACT_RETENTION_DAYS.
 */
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

    const contactInbox = createContactInbox({
      db: app.db,
      retentionDays: app.config.contactRetentionDays,
      log: app.log,
    });
    app.decorate('contactInbox', contactInbox);
    // In a context of its own, so the secret's hook guards the inbox's routes only.
    await app.register(inboxRoutes, { inbox: contactInbox });
    app.addHook('onReady', async () => contactInbox.start());
    app.addHook('onClose', async () => contactInbox.stop());
  },
  { name: 'contact', dependencies: ['db', 'rate-limit', 'mail', 'cms-client'] },
);
