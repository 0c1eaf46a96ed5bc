import { accountSecurityMessages } from '@apogee/contracts/account-security';
import { messageResponseSchema } from '@apogee/contracts/accounts';
import {
  dataFileName,
  deleteAccountSchema,
  editorSchema,
  eraseReaderSchema,
  findReaderQuerySchema,
  idParamsSchema,
  readerSummarySchema,
  readersRightsMessages as messages,
} from '@apogee/contracts/readers-rights';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AvatarStorage } from '../../lib/avatar-storage';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { requireSecret } from '../../lib/internal-secret';
import { serviceDepsOf } from '../../lib/service-deps';
import { createReadersRights, type ReadersRights } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    readersRights: ReadersRights;
  }
}

/** The reader's own: a copy of their data, and the deletion of their account. */
const readerRoutes: FastifyPluginAsyncZod<{ rights: ReadersRights }> = async (app, { rights }) => {
  app.get('/api/account/data', async (request, reply) => {
    const { user } = await app.auth.requireUser(request);
    const data = await rights.exportOwn(user);
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${dataFileName(user.username)}"`)
      .type('application/json; charset=utf-8');
    return JSON.stringify(data, null, 2);
  });

  // The password again (as for a new password or ending sessions), hence POST with a body.
  app.post(
    '/api/account/delete',
    { schema: { body: deleteAccountSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const { user } = await app.auth.requireUser(request);
      await app.accountSecurity.checkCurrentPassword(
        user,
        request.body.currentPassword,
        accountSecurityMessages.currentPasswordRequired,
      );
      await rights.deleteOwn(user, request.body.comments);
      app.auth.clearSessionCookie(reply);
      return { message: messages.deleted };
    },
  );
};

const readerParams = idParamsSchema(messages.readerNotFound);

/**
 * The newsroom's Readers' rights page, with NEWSROOM_PRIVACY_SECRET and the acting editor, whom
 * the log records. Plain lengths, enums and the fixed uuid shape: each check is linear in its
 * input, and the default body limit bounds that input.
 */
const newsroomRoutes: FastifyPluginAsyncZod<{ rights: ReadersRights }> = async (
  internal,
  { rights },
) => {
  internal.addHook('onRequest', requireSecret(internal.config.newsroomPrivacySecret));
  internal.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['newsroom'];

  internal.get(
    '/api/internal/readers',
    {
      schema: {
        tags,
        querystring: findReaderQuerySchema,
        response: { 200: z.object({ reader: readerSummarySchema }) },
      },
    },
    async (request) => ({ reader: await rights.find(request.query.q) }),
  );
  // POST: it carries the editor, and each export is logged.
  internal.post(
    '/api/internal/readers/:id/export',
    { schema: { tags, params: readerParams, body: z.object({ editor: editorSchema }) } },
    async (request, reply) => {
      const { username, data } = await rights.exportFor(request.params.id, request.body.editor);
      reply
        .header('content-disposition', `attachment; filename="${dataFileName(username)}"`)
        .type('application/json; charset=utf-8');
      return JSON.stringify(data, null, 2);
    },
  );
  internal.post(
    '/api/internal/readers/:id/erase',
    {
      schema: {
        tags,
        params: readerParams,
        body: eraseReaderSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await rights.eraseFor(request.params.id, request.body.comments, request.body.editor);
      return { message: messages.erased };
    },
  );
};

/** Readers' rights (docs/privacy.md): export and erasure, by the reader or the newsroom. */
export const readersRightsModule = fp<{ avatars: AvatarStorage }>(
  async (app, { avatars }) => {
    const rights = createReadersRights({
      ...serviceDepsOf(app),
      avatars,
      cms: app.cms,
      streaks: (userId) => app.quiz.streaks(userId, app.config.siteTimeZone, new Date()),
    });
    app.decorate('readersRights', rights);
    await app.register(readerRoutes, { rights });
    await app.register(newsroomRoutes, { rights });
  },
  {
    name: 'readers-rights',
    dependencies: [
      'db',
      'rate-limit',
      'mail',
      'cms-client',
      'accounts',
      'account-security',
      'quiz',
    ],
  },
);
