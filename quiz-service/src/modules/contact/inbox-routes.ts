import {
  editorSchema,
  idParamsSchema,
  inboxMessageSchema,
  inboxQuerySchema,
  readersRightsMessages as messages,
} from '@apogee/contracts/readers-rights';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { requireSecret } from '../../lib/internal-secret';
import type { ContactInbox } from './inbox';

const params = idParamsSchema(messages.messageNotFound);

/**
 * The CMS's Inbox page reads and handles contact messages here, with NEWSROOM_PRIVACY_SECRET
 * (the messages hold readers' addresses). Plain lengths, enums and the fixed uuid shape: each
 * check is linear in its input, and the default body limit bounds that input.
 */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: ContactInbox }> = async (
  internal,
  { inbox },
) => {
  internal.addHook('onRequest', requireSecret(internal.config.newsroomPrivacySecret));
  internal.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['newsroom'];

  internal.get(
    '/api/internal/contact-messages',
    {
      schema: {
        tags,
        querystring: inboxQuerySchema,
        response: { 200: z.object({ messages: z.array(inboxMessageSchema) }) },
      },
    },
    async (request) => ({ messages: await inbox.list(request.query) }),
  );
  internal.get(
    '/api/internal/contact-messages/:id',
    { schema: { tags, params, response: { 200: z.object({ message: inboxMessageSchema }) } } },
    async (request) => ({ message: await inbox.read(request.params.id) }),
  );
  internal.post(
    '/api/internal/contact-messages/:id/handled',
    {
      schema: {
        tags,
        params,
        body: z.object({ editor: editorSchema }),
        response: { 200: z.object({ message: inboxMessageSchema }) },
      },
    },
    async (request) => ({
      message: await inbox.markHandled(request.params.id, request.body.editor),
    }),
  );
};
