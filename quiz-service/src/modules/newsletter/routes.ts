import {
  myNewsletterResponseSchema,
  newsletterChoicesSchema,
  newsletterPreferencesSavedSchema,
  newsletterPreferencesSchema,
  newsletterPreferencesUpdateSchema,
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

  // A subscriber's preferences are personal: never kept by a browser or a cache on the way.
  const personal = { 'cache-control': 'private, no-store' };

  /** The preferences page of every email's link: no login, the link's token says whose. */
  app.get(
    '/api/newsletter/preferences',
    {
      schema: {
        querystring: newsletterTokenSchema,
        response: { 200: newsletterPreferencesSchema },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return newsletter.preferences(request.query.token, request.ip);
    },
  );

  app.put(
    '/api/newsletter/preferences',
    {
      schema: {
        body: newsletterPreferencesUpdateSchema,
        response: { 200: newsletterPreferencesSavedSchema },
      },
    },
    async (request, reply) => {
      const { token, ...choices } = request.body;
      reply.headers(personal);
      return newsletter.savePreferences(token, choices, request.ip);
    },
  );

  /** The account page: the subscription of the signed-in reader's address. */
  app.get(
    '/api/newsletter/my-preferences',
    { schema: { response: { 200: myNewsletterResponseSchema } } },
    async (request, reply) => {
      const { user } = await app.auth.requireUser(request);
      reply.headers(personal);
      return { subscription: await newsletter.preferencesOfAddress(user.email) };
    },
  );

  app.put(
    '/api/newsletter/my-preferences',
    {
      schema: {
        body: newsletterChoicesSchema,
        response: { 200: newsletterPreferencesSavedSchema },
      },
    },
    async (request, reply) => {
      const { user } = await app.auth.requireUser(request);
      reply.headers(personal);
      return newsletter.savePreferencesOfAddress(user.email, request.body);
    },
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
  { name: 'newsletter', dependencies: ['db', 'rate-limit', 'mail', 'cms-client', 'accounts'] },
);
