import {
  newsletterResponseSchema,
  newsletterTokenSchema,
  subscribeSchema,
} from '@apogee/contracts/newsletter';
import fp from 'fastify-plugin';
import { FORM_BODY_LIMIT } from '../../lib/body-limits';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createNewsletterService, type NewsletterService } from './service';
import { createCmsSiteName } from './site-name';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

const responses = { 200: newsletterResponseSchema };

const routes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  // RFC 8058 one-click unsubscribe posts "List-Unsubscribe=One-Click" as a form body. The
  // limit keeps it to a few dozen fields; URLSearchParams reads them in linear time, and
  // Object.fromEntries defines keys such as __proto__ as plain fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/newsletter/subscribe',
    { schema: { body: subscribeSchema, response: responses } },
    async (request) => ({ message: await newsletter.subscribe(request.body, request.ip) }),
  );

  app.post(
    '/api/newsletter/confirm',
    { schema: { body: newsletterTokenSchema, response: responses } },
    async (request) => ({ message: await newsletter.confirm(request.body.token, request.ip) }),
  );

  app.post(
    '/api/newsletter/unsubscribe',
    { schema: { body: newsletterTokenSchema, response: responses } },
    async (request) => ({ message: await newsletter.unsubscribe(request.body.token, request.ip) }),
  );

  /** The List-Unsubscribe address: the token is in the URL, the body is the RFC's marker. */
  app.post(
    '/api/newsletter/one-click-unsubscribe',
    { schema: { querystring: newsletterTokenSchema, response: responses } },
    async (request) => ({
      message: await newsletter.unsubscribeOneClick(request.query.token, request.ip),
    }),
  );
};

/** Newsletter subscribers with double opt-in and one-click unsubscribe. */
export const newsletterModule = fp(
  async (app) => {
    const siteName = createCmsSiteName(app.cms);
    const newsletter = createNewsletterService({
      db: app.db,
      limiter: app.rateLimiter,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      siteName,
      log: app.log,
    });
    app.decorate('newsletter', newsletter);
    await app.register(routes, { newsletter });
  },
  { name: 'newsletter', dependencies: ['db', 'rate-limit', 'mail', 'cms-client'] },
);
