import {
  BLOG_SLUG_SHAPE,
  COMMENT_MAX_LENGTH,
  commentIdSchema,
  commentMessages,
  commentReportParamsSchema,
  commentReportedResponseSchema,
} from '@apogee/contracts/comments';
import {
  MODERATION_REASON_MAX_LENGTH,
  moderationMessages,
} from '@apogee/contracts/comment-moderation';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { requireSecret } from '../../lib/internal-secret';
import type { Moderation } from './moderation';

// Every schema here is plain lengths, enums and the fixed-shape id and slug patterns: each
// check runs in time linear in its input, and the default body limit bounds that input.
const editorSchema = z.object(
  {
    id: z.string().trim().min(1, moderationMessages.editorRequired).max(64),
    name: z.string().trim().min(1, moderationMessages.editorRequired).max(200),
  },
  { error: moderationMessages.editorRequired },
);
const reasonSchema = z
  .string({ error: moderationMessages.reasonRequired })
  .trim()
  .min(1, moderationMessages.reasonRequired)
  .max(MODERATION_REASON_MAX_LENGTH, moderationMessages.reasonTooLong);

const idParams = z.object({ id: commentIdSchema });
const byEditor = z.object({ editor: editorSchema });
const withReason = z.object({ editor: editorSchema, reason: reasonSchema });
const replyBody = z.object({
  editor: editorSchema,
  comment: z
    .string({ error: moderationMessages.replyRequired })
    .trim()
    .min(1, moderationMessages.replyRequired)
    .max(COMMENT_MAX_LENGTH, commentMessages.tooLong),
});
const blockBody = withReason.extend({
  target: z.enum(['account', 'address'], { error: moderationMessages.badTarget }),
});
const searchQuery = z.object({
  status: z.enum(['listed', 'removed'], { error: moderationMessages.badStatus }).default('listed'),
  blogSlug: z.string().max(200).regex(BLOG_SLUG_SHAPE, commentMessages.unknownBlog).optional(),
  text: z.string().trim().max(200).optional(),
});

const comment = z.object({
  id: z.string(),
  blogSlug: z.string(),
  parentId: z.string().nullable(),
  comment: z.string(),
  status: z.enum(['listed', 'held', 'removed']),
  fromPublication: z.boolean(),
  authorName: z.string(),
  authorUsername: z.string().nullable(),
  hasAccount: z.boolean(),
  createdAt: z.string(),
  removedAt: z.string().nullable(),
  removedReason: z.string().nullable(),
  restorableUntil: z.string().nullable(),
  reportCount: z.number(),
  blocked: z.boolean(),
});
const oneComment = z.object({ comment });
const manyComments = z.object({ comments: z.array(comment) });

/**
 * The newsroom's moderation (the CMS's Moderation page calls these with
 * NEWSROOM_MODERATION_SECRET and the acting editor, whom the log records) and the readers'
 * report button.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: Moderation }> = async (
  app,
  { moderation },
) => {
  app.post(
    '/api/comments/:id/report',
    {
      schema: {
        params: commentReportParamsSchema,
        response: { 201: commentReportedResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await app.auth.userOf(request);
      if (!signedIn) throw new AppError(401, 'UNAUTHORIZED', commentMessages.reportSignIn);
      await moderation.report(request.params.id, signedIn.user.id);
      return reply.status(201).send({ message: commentMessages.reported });
    },
  );

  await app.register(internalRoutes, { moderation });
};

/** The newsroom's routes, in a context of their own so the secret's hook guards them only. */
const internalRoutes: FastifyPluginAsyncZod<{ moderation: Moderation }> = async (
  internal,
  { moderation },
) => {
  internal.addHook('onRequest', requireSecret(internal.config.newsroomModerationSecret));
  const tags = ['newsroom'];

  internal.get(
    '/api/internal/comments/queue',
    { schema: { tags, response: { 200: manyComments } } },
    async () => ({ comments: await moderation.queue() }),
  );
  internal.get(
    '/api/internal/comments',
    { schema: { tags, querystring: searchQuery, response: { 200: manyComments } } },
    async (request) => ({ comments: await moderation.search(request.query) }),
  );
  internal.post(
    '/api/internal/comments/:id/approve',
    { schema: { tags, params: idParams, body: byEditor, response: { 200: oneComment } } },
    async (request) => ({
      comment: await moderation.approve(request.params.id, request.body.editor),
    }),
  );
  for (const action of ['reject', 'remove'] as const)
    internal.post(
      `/api/internal/comments/:id/${action}`,
      { schema: { tags, params: idParams, body: withReason, response: { 200: oneComment } } },
      async (request) => ({
        comment: await moderation[action](
          request.params.id,
          request.body.editor,
          request.body.reason,
        ),
      }),
    );
  internal.post(
    '/api/internal/comments/:id/restore',
    { schema: { tags, params: idParams, body: byEditor, response: { 200: oneComment } } },
    async (request) => ({
      comment: await moderation.restore(request.params.id, request.body.editor),
    }),
  );
  internal.post(
    '/api/internal/comments/:id/reply',
    { schema: { tags, params: idParams, body: replyBody, response: { 201: oneComment } } },
    async (request, reply) =>
      reply.status(201).send({
        comment: await moderation.reply(
          request.params.id,
          request.body.editor,
          request.body.comment,
        ),
      }),
  );
  internal.post(
    '/api/internal/comments/:id/block',
    { schema: { tags, params: idParams, body: blockBody, response: { 200: oneComment } } },
    async (request) => {
      const { editor, target, reason } = request.body;
      return { comment: await moderation.block(request.params.id, editor, target, reason) };
    },
  );
  internal.get(
    '/api/internal/comments/:id/log',
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: z.object({
            log: z.array(
              z.object({
                action: z.string(),
                reason: z.string().nullable(),
                editor: z.object({ id: z.string(), name: z.string() }),
                at: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({ log: await moderation.log(request.params.id) }),
  );
  internal.get(
    '/api/internal/comment-blocks',
    {
      schema: {
        tags,
        response: {
          200: z.object({
            blocks: z.array(
              z.object({
                id: z.string(),
                kind: z.enum(['account', 'address']),
                label: z.string(),
                reason: z.string(),
                commentId: z.string().nullable(),
                blockedBy: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ blocks: await moderation.blocks() }),
  );
  internal.post(
    '/api/internal/comment-blocks/:id/unblock',
    { schema: { tags, params: idParams, body: byEditor } },
    async (request, reply) => {
      await moderation.unblock(request.params.id, request.body.editor);
      return reply.status(204).send();
    },
  );
};
