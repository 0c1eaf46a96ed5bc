import { messageResponseSchema } from '@apogee/contracts/accounts';
import {
  resetCompleteSchema,
  resetRequestResponseSchema,
  resetRequestSchema,
  resetVerifySchema,
} from '@apogee/contracts/password-reset';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { contextOf } from '../accounts/routes';
import type { PasswordResetService } from './service';

export const passwordResetRoutes: FastifyPluginAsyncZod<{
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
