import { messageResponseSchema } from '@apogee/contracts/accounts';
import {
  accountSessionsResponseSchema,
  changePasswordSchema,
  confirmEmailSchema,
  endedSessionsResponseSchema,
} from '@apogee/contracts/account-security';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { contextOf } from '../accounts/routes';
import type { AccountSecurityService } from './service';

const sessionParams = z.object({ sessionId: z.string().max(100, 'Unknown session.') });

/** /api/account/*: password change, the reader's sessions, the new-email link. */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{
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

  app.delete(
    '/api/account/sessions/:sessionId',
    { schema: { params: sessionParams, response: { 200: endedSessionsResponseSchema } } },
    async (request) => {
      const actor = await app.auth.requireUser(request);
      return security.endSession(actor, request.params.sessionId);
    },
  );

  app.post(
    '/api/account/sessions/end-others',
    { schema: { response: { 200: endedSessionsResponseSchema } } },
    async (request) => {
      const actor = await app.auth.requireUser(request);
      return security.endOtherSessions(actor);
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
