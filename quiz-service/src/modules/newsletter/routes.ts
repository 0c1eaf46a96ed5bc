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
import {
  NEWSLETTER_RESULT_ANCHOR,
  NEWSLETTER_RESULT_PARAM,
  newsletterFormResults,
} from '@apogee/contracts/form-posts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { addFormBodyParser, formPost, isFormPost } from '../../lib/form-post';
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
  // Form bodies: RFC 8058 one-click unsubscribe posts "List-Unsubscribe=One-Click", and the
  // footer's form posts itself before the scripts have run (lib/form-post.ts).
  addFormBodyParser(app);

  const footerForm = formPost(app, {
    siteOrigin: new URL(app.config.publicUrl).origin,
    param: NEWSLETTER_RESULT_PARAM,
    anchor: NEWSLETTER_RESULT_ANCHOR,
    results: newsletterFormResults,
    failed: 'failed',
  });

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: { body: subscribeSchema, response: responses },
      errorHandler: footerForm.errorHandler,
    },
    async (request, reply) => {
      const message = await newsletter.subscribe(request.body, request.ip);
      // The footer's form without scripts: back to the page, which shows the same text.
      if (isFormPost(request)) return footerForm.redirect(request, reply, 'check-your-inbox');
      return { message };
    },
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
