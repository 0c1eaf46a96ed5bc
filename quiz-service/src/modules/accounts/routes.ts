import {
  accountMessages,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  sessionResponseSchema,
  signUpResponseSchema,
  signUpSchema,
} from '@apogee/contracts/accounts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { contextOf } from '../../lib/request-context';
import { authentication } from './authentication';
import { createAccountsService, type AccountsService } from './service';
import { toCurrentUser } from './user-view';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

const routes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.post(
    '/api/auth/signup',
    { schema: { body: signUpSchema, response: { 201: signUpResponseSchema } } },
    async (request, reply) => {
      const { firstName, lastName, username, email, password } = request.body;
      const user = await accounts.signUp(
        { name: `${firstName} ${lastName}`, username, email, password },
        contextOf(request),
      );
      return reply.status(201).send({ message: accountMessages.signUpSuccess, user });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const { user, session } = await accounts.login(request.body, contextOf(request));
      app.auth.setSessionCookie(reply, session);
      return { message: accountMessages.loginSuccess, user };
    },
  );

  app.get(
    '/api/auth/session',
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const signedIn = await app.auth.userOf(request);
      // A stale or revoked cookie is removed so the browser stops sending it.
      if (!signedIn && request.cookies[app.auth.cookieName]) app.auth.clearSessionCookie(reply);
      reply.header('cache-control', 'no-store');
      return { user: signedIn ? toCurrentUser(signedIn.user) : null };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const signedIn = await app.auth.userOf(request);
      if (signedIn) await accounts.endSession(signedIn.sessionId);
      app.auth.clearSessionCookie(reply);
      return { message: accountMessages.logoutSuccess };
    },
  );
};

/**
 * Accounts: sign-up, login and sessions. Its service (app.accounts) is what the other modules
 * read and change of an account through; its `authentication` (app.auth) is every route's
 * signed-in reader.
 */
export const accountsModule = fp(
  async (app) => {
    const accounts = createAccountsService({ db: app.db, limiter: app.rateLimiter });
    app.decorate('accounts', accounts);
    await app.register(authentication, {
      accounts,
      secret: app.config.sessionSecret,
      publicUrl: app.config.publicUrl,
    });
    await app.register(routes, { accounts });
  },
  { name: 'accounts', dependencies: ['db', 'rate-limit', '@fastify/cookie'] },
);
