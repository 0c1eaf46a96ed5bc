import { messageResponseSchema } from '@apogee/contracts/accounts';
import {
  accountSessionsResponseSchema,
  changePasswordSchema,
  confirmEmailSchema,
  endedSessionsResponseSchema,
  endOtherSessionsSchema,
  endSessionSchema,
} from '@apogee/contracts/account-security';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { contextOf } from '../../lib/request-context';
import { serviceDepsOf } from '../../lib/service-deps';
import { createAccountSecurityService, type AccountSecurityService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    accountSecurity: AccountSecurityService;
  }
}

/** /api/account/*: password change, the reader's sessions, the new-email link. */
const routes: FastifyPluginAsyncZod<{
  security: AccountSecurityService;
}> = async (app, { security }) => {
  app.post(
    '/api/account/password',
    { schema: { body: changePasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const actor = await app.auth.requireUser(request);
      return security.changePassword(actor, request.body);
    },
  );

  app.get(
    '/api/account/sessions',
    { schema: { response: { 200: accountSessionsResponseSchema } } },
    async (request, reply) => {
      const actor = await app.auth.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { sessions: await security.listSessions(actor) };
    },
  );

  // Both ask for the current password again (ASVS 5.0 V7.5.2), hence POST with a body.
  app.post(
    '/api/account/sessions/end',
    { schema: { body: endSessionSchema, response: { 200: endedSessionsResponseSchema } } },
    async (request) => {
      const actor = await app.auth.requireUser(request);
      const { sessionId, currentPassword } = request.body;
      return security.endSession(actor, sessionId, currentPassword);
    },
  );

  app.post(
    '/api/account/sessions/end-others',
    { schema: { body: endOtherSessionsSchema, response: { 200: endedSessionsResponseSchema } } },
    async (request) => {
      const actor = await app.auth.requireUser(request);
      return security.endOtherSessions(actor, request.body.currentPassword);
    },
  );

  // Needs no session: the link may be opened in another browser than the one that asked.
  app.post(
    '/api/account/email/confirm',
    { schema: { body: confirmEmailSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const confirmer = await app.auth.userOf(request);
      return security.confirmEmail(request.body.token, contextOf(request), confirmer);
    },
  );
};

/** Account security (docs/security.md): the service (app.accountSecurity) and /api/account/*. */
export const accountSecurityModule = fp(
  async (app) => {
    const security = createAccountSecurityService({
      ...serviceDepsOf(app),
      accounts: app.accounts,
    });
    app.decorate('accountSecurity', security);
    await app.register(routes, { security });
  },
  { name: 'account-security', dependencies: ['db', 'rate-limit', 'mail', 'accounts'] },
);
