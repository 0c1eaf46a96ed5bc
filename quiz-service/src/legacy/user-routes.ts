import {
  legacyCheckAuthFailedSchema,
  legacyCheckAuthSchema,
  legacyErrorFieldSchema,
  legacyGenerateOtpSchema,
  legacyLoginErrorSchema,
  legacyLoginSchema,
  legacyLoginSuccessSchema,
  legacyMessages,
  legacyMessageSchema,
  legacyOtpGeneratedSchema,
  legacyOtpVerifiedSchema,
  legacySignUpSchema,
  legacyUpdatedUserSchema,
  legacyUpdatePasswordSchema,
  legacyVerifyOtpSchema,
} from '@apogee/contracts/legacy';
import { accountMessages } from '@apogee/contracts/accounts';
import { profileMessages, profileUpdateSchema } from '@apogee/contracts/profile';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import type { FastifyPluginAsyncZod } from '../lib/fastify-zod';
import { contextOf } from '../lib/request-context';
import { validationError } from '../lib/zod-provider';
import { toCurrentUser } from '../modules/accounts';
import { readProfileForm } from './profile-form';
import { toLegacyUser } from './user-shape';

const userIdParams = z.object({ userId: z.string().max(100) });
const tags = ['legacy: user'];
/** OpenAPI: this path needs the session cookie. */
const signedIn = [{ session: [] }];

/**
 * The REST adapter's `/user/*`: accounts, session, password reset and profile, in the old shapes.
 */
export const legacyUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, passwordReset, profile } = app;

  app.post(
    '/user/signup',
    {
      config: { legacyError: 'error' },
      schema: {
        tags,
        body: legacySignUpSchema,
        response: { 200: legacyMessageSchema, 400: legacyErrorFieldSchema },
      },
    },
    async (request) => {
      await accounts.signUp(request.body, contextOf(request));
      return { message: accountMessages.signUpSuccess };
    },
  );

  // Old clients branch on the body (Success or Error) of a 200 answer and only log other
  // statuses, so wrong credentials answer 200 { Error }; malformed bodies (400) and rate limits
  // (429) keep their statuses, with the same `Error` field.
  app.post(
    '/user/login',
    {
      config: { legacyError: 'Error' },
      schema: {
        tags,
        body: legacyLoginSchema,
        response: {
          200: z.union([legacyLoginSuccessSchema, legacyLoginErrorSchema]),
          400: legacyLoginErrorSchema,
          429: legacyLoginErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const { user, session } = await accounts.login(request.body, contextOf(request));
        app.auth.setSessionCookie(reply, session);
        return { Success: accountMessages.loginSuccess, UserDetails: toLegacyUser(user) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS')
          return { Error: error.message };
        throw error;
      }
    },
  );

  app.get(
    '/user/checkauth',
    {
      config: { legacyError: 'Status' },
      schema: {
        tags,
        response: { 200: z.union([legacyCheckAuthSchema, legacyCheckAuthFailedSchema]) },
      },
    },
    // Asked on every page change; old clients clear their signed-in state when the body's
    // Status is not Success (other statuses are only logged), so a visitor gets 200 too.
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const signedIn = await app.auth.userOf(request);
      if (!signedIn) {
        if (request.cookies[app.auth.cookieName]) app.auth.clearSessionCookie(reply);
        return { Status: 'Failed' as const, Error: legacyMessages.notSignedIn };
      }
      return { Status: 'Success' as const, ...toLegacyUser(toCurrentUser(signedIn.user)) };
    },
  );

  // A GET in the old API. A page of another site could link to it, so a browser that says the
  // request is cross-site (Sec-Fetch-Site) is refused: nobody is logged out by a stray link.
  app.get(
    '/user/logout',
    { schema: { tags, response: { 200: legacyMessageSchema } } },
    async (request, reply) => {
      if (request.headers['sec-fetch-site'] === 'cross-site')
        throw new AppError(403, 'CSRF_REJECTED', legacyMessages.crossSiteLogout);
      const signedIn = await app.auth.userOf(request);
      if (signedIn) await accounts.endSession(signedIn.sessionId);
      app.auth.clearSessionCookie(reply);
      reply.header('cache-control', 'no-store');
      return { message: legacyMessages.loggedOut };
    },
  );

  app.post(
    '/user/generate-otp',
    {
      config: { legacyError: 'error' },
      schema: { tags, body: legacyGenerateOtpSchema, response: { 200: legacyOtpGeneratedSchema } },
    },
    async (request) => {
      const { resetId, message } = await passwordReset.request(
        request.body.usernameOrEmail,
        contextOf(request),
      );
      // docs/decisions/017-password-reset-reveals-nothing.md: the opaque reset id stands where the
      // old answer revealed the email.
      return { message, userEmail: resetId };
    },
  );

  app.post(
    '/user/verify-otp',
    {
      config: { legacyError: 'error' },
      schema: { tags, body: legacyVerifyOtpSchema, response: { 200: legacyOtpVerifiedSchema } },
    },
    async (request) => {
      const { email: resetId, otp } = request.body;
      const { message } = await passwordReset.verify(resetId, otp, contextOf(request));
      return { message, otp };
    },
  );

  app.post(
    '/user/update-password',
    {
      config: { legacyError: 'error' },
      schema: { tags, body: legacyUpdatePasswordSchema, response: { 200: legacyMessageSchema } },
    },
    async (request) => {
      const { email: resetId, otp, password } = request.body;
      return passwordReset.complete(resetId, otp, password, contextOf(request));
    },
  );

  // Multipart (name, username, email, profession, bio, user_profile) read by readProfileForm.
  app.put(
    '/user/update-user/:userId',
    {
      schema: {
        tags,
        security: signedIn,
        params: userIdParams,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          "Only the signed-in reader's own id (403 otherwise). Fields: name, username, email, " +
          'profession, bio (username and email must be the current ones: they change on the ' +
          'site only, with the current password; 403 otherwise); user_profile as an image ' +
          'file (new avatar, 5 MB at most) or as text ' +
          '(the current avatar URL: unchanged).',
        response: { 200: legacyUpdatedUserSchema },
      },
    },
    async (request) => {
      const { user: me, sessionId } = await app.auth.requireUser(request);
      const { userId } = request.params;
      // Only one's own profile (403 otherwise), checked before the upload is read.
      await profile.get(me.id, userId);
      const form = await readProfileForm(request);
      const parsed = profileUpdateSchema.safeParse(form.fields);
      if (!parsed.success) throw validationError(parsed.error);
      // Old clients send no current password and know no confirmation link, so what signs a
      // reader in (username, email) is changed on the site only: refused before anything is
      // saved, with a message the old client shows.
      if (parsed.data.username !== me.username || parsed.data.email !== me.email)
        throw new AppError(403, 'CHANGE_ON_SITE', legacyMessages.identityChangeRefused);
      // The picture first: a refused file (the likeliest failure) leaves everything unchanged.
      if (form.avatar) await profile.setAvatar(me.id, userId, form.avatar);
      const { user: updated } = await profile.update(me.id, userId, parsed.data, sessionId);
      return {
        Status: 'Success' as const,
        message: profileMessages.updated,
        ...toLegacyUser(updated),
      };
    },
  );
};
