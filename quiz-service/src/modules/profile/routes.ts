import multipart from '@fastify/multipart';
import { accountSecurityMessages } from '@apogee/contracts/account-security';
import {
  AVATAR_MAX_BYTES,
  profileMessages,
  profileResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
} from '@apogee/contracts/profile';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AVATAR_FILE_PATTERN, type AvatarStorage } from '../../lib/avatar-storage';
import { AppError, notFound } from '../../lib/errors';
import { stopReadingForm } from '../../lib/multipart-body';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createProfileService, type ProfileService, type ProfileUpdate } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    profile: ProfileService;
  }
}

const userIdParams = z.object({ userId: z.string().uuid('Unknown user.') });
/** Any name is accepted here; names that cannot be ours simply are not found (404). */
const avatarParams = z.object({ file: z.string().max(100, 'No such avatar.') });

const avatarError = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { avatar: message });

/** Reads the one image of a multipart upload (field "avatar"), at most 5 MB. */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw avatarError(400, 'AVATAR_MISSING', profileMessages.avatarMissing);
  let avatar: Buffer | undefined;
  try {
    // Text fields beside the picture are never read: kept small, not busboy's 1 MB each.
    const part = await request.file({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
    });
    avatar = await part?.toBuffer();
  } catch (error) {
    const refusal = stopReadingForm(request, error);
    if ((refusal as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw avatarError(413, 'AVATAR_TOO_LARGE', profileMessages.avatarTooLarge);
    throw refusal;
  }
  if (!avatar) throw avatarError(400, 'AVATAR_MISSING', profileMessages.avatarMissing);
  return avatar;
}

/** A new email is not in use yet: the answer says where the link went. */
function updateAnswer(update: ProfileUpdate) {
  return update.pendingEmail
    ? {
        message: accountSecurityMessages.checkNewInbox(update.pendingEmail),
        user: update.user,
        pendingEmail: update.pendingEmail,
      }
    : { message: profileMessages.updated, user: update.user };
}

const routes: FastifyPluginAsyncZod<{
  profile: ProfileService;
  avatars: AvatarStorage;
}> = async (app, { profile, avatars }) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10 } });

  app.get(
    '/api/profile',
    { schema: { response: { 200: profileResponseSchema } } },
    async (request, reply) => {
      const { user } = await app.auth.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { user: await profile.get(user.id, user.id) };
    },
  );

  app.put(
    '/api/profile',
    { schema: { body: profileUpdateSchema, response: { 200: profileUpdateResponseSchema } } },
    async (request) => {
      const { user, sessionId } = await app.auth.requireUser(request);
      return updateAnswer(await profile.update(user.id, user.id, request.body, sessionId));
    },
  );

  /** Same as above by id, for callers that carry a userId: only one's own id is accepted. */
  app.get(
    '/api/profile/:userId',
    { schema: { params: userIdParams, response: { 200: profileResponseSchema } } },
    async (request, reply) => {
      const { user } = await app.auth.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { user: await profile.get(user.id, request.params.userId) };
    },
  );

  app.put(
    '/api/profile/:userId',
    {
      schema: {
        params: userIdParams,
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema },
      },
    },
    async (request) => {
      const { user, sessionId } = await app.auth.requireUser(request);
      return updateAnswer(
        await profile.update(user.id, request.params.userId, request.body, sessionId),
      );
    },
  );

  // Multipart body (field "avatar"): read by readAvatarUpload, not by a JSON schema.
  app.post(
    '/api/profile/avatar',
    { schema: { response: { 200: profileUpdateResponseSchema } } },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      const upload = await readAvatarUpload(request);
      return {
        message: profileMessages.avatarUpdated,
        user: await profile.setAvatar(user.id, user.id, upload),
      };
    },
  );

  app.delete(
    '/api/profile/avatar',
    { schema: { response: { 200: profileUpdateResponseSchema } } },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      return {
        message: profileMessages.avatarRemoved,
        user: await profile.removeAvatar(user.id, user.id),
      };
    },
  );

  /** Avatar files: names change with every upload, so they are cached for a year. */
  app.get('/api/avatars/:file', { schema: { params: avatarParams } }, async (request, reply) => {
    const { file } = request.params;
    const data = AVATAR_FILE_PATTERN.test(file) ? await avatars.read(file) : null;
    if (!data) throw notFound('No such avatar.');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
};

/** Profiles and avatars: the service (app.profile) and /api/profile, /api/avatars. */
export const profileModule = fp<{ avatars: AvatarStorage }>(
  async (app, { avatars }) => {
    const profile = createProfileService({
      avatars,
      accounts: app.accounts,
      security: app.accountSecurity,
    });
    app.decorate('profile', profile);
    await app.register(routes, { profile, avatars });
  },
  { name: 'profile', dependencies: ['accounts', 'account-security'] },
);
