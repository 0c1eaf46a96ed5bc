import { messageResponseSchema } from '@apogee/contracts/accounts';
import {
  resetCompleteSchema,
  resetRequestResponseSchema,
  resetRequestSchema,
  resetVerifySchema,
} from '@apogee/contracts/password-reset';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { contextOf } from '../../lib/request-context';
import { serviceDepsOf } from '../../lib/service-deps';
import { createPasswordResetService, type PasswordResetService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    passwordReset: PasswordResetService;
  }
}

const routes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService;
}> = async (app, { passwordReset }) => {
  app.post(
    '/api/password-reset/request',
    { schema: { body: resetRequestSchema, response: { 200: resetRequestResponseSchema } } },
    (request) => passwordReset.request(request.body.usernameOrEmail, contextOf(request)),
  );

  app.post(
    '/api/password-reset/verify',
    { schema: { body: resetVerifySchema, response: { 200: messageResponseSchema } } },
    (request) => passwordReset.verify(request.body.resetId, request.body.otp, contextOf(request)),
  );

  app.post(
    '/api/password-reset/complete',
    { schema: { body: resetCompleteSchema, response: { 200: messageResponseSchema } } },
    (request) => {
      const { resetId, otp, password } = request.body;
      return passwordReset.complete(resetId, otp, password, contextOf(request));
    },
  );
};

/**
 * The OTP password reset (docs/decisions/017-password-reset-reveals-nothing.md): the service
 * (app.passwordReset) and its routes.
 */
export const passwordResetModule = fp(
  async (app) => {
    const passwordReset = createPasswordResetService({
      ...serviceDepsOf(app),
      accounts: app.accounts,
      accountSecurity: app.accountSecurity,
    });
    app.decorate('passwordReset', passwordReset);
    await app.register(routes, { passwordReset });
  },
  {
    name: 'password-reset',
    dependencies: ['db', 'rate-limit', 'mail', 'accounts', 'account-security'],
  },
);
