/**
 * Moderation of readers' comments, for the admin's "Moderation" page. The quiz-service owns
 * the comments (and the readers); these routes check who is asking and pass the request on
 * with NEWSROOM_MODERATION_SECRET and the acting editor, whom the service's log records.
 * Editors and Super Admins moderate; Authors do not (403).
 *
 * - GET  /newsroom/moderation/queue                      held and reported comments
 * - GET  /newsroom/moderation/comments?status&text&blogSlug  listed or removed comments
 * - GET  /newsroom/moderation/comments/:id/log           who did what to a comment, and why
 * - POST /newsroom/moderation/comments/:id/:action       approve, reject, remove, restore,
 *                                                        reply, block ({ reason, comment, target })
 * - GET  /newsroom/moderation/blocks                     blocked accounts and addresses
 * - POST /newsroom/moderation/blocks/:id/unblock
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env';
import {
  NEWSROOM_DESK_ROLES,
  SERVICE_ID as ID,
  answer,
  deskEditor,
  editorOf,
  forwardToService,
  type AdminUser,
  type DeskContext as Context,
} from './service-desk';

export const MODERATORS = NEWSROOM_DESK_ROLES;
const ACTIONS = new Set(['approve', 'reject', 'remove', 'restore', 'reply', 'block']);
const QUERY_FIELDS = ['status', 'text', 'blogSlug'] as const;
export const moderationMessages = {
  forbidden: 'Only editors can moderate comments.',
  unavailable: 'The comments service cannot be reached. Please try again in a moment.',
  notFound: 'This comment does not exist.',
};

/** The signed-in admin user when their roles let them moderate; otherwise answers 403. */
const moderator = (strapi: Core.Strapi, ctx: Context) =>
  deskEditor(strapi, ctx, moderationMessages.forbidden);

/** Calls the service with NEWSROOM_MODERATION_SECRET and hands its answer to the admin. */
function forward(strapi: Core.Strapi, ctx: Context, path: string, body?: Record<string, unknown>) {
  const { quizServiceUrl, newsroomModerationSecret } = cmsEnv();
  return forwardToService(
    strapi,
    ctx,
    {
      secret: newsroomModerationSecret,
      path,
      body,
      timeoutMs: 5000,
      unavailable: moderationMessages.unavailable,
      what: 'comment moderation',
    },
    quizServiceUrl,
  );
}

/** Only the fields each action reads, as strings: the service validates their content. */
function actionBody(body: unknown): Record<string, string> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const picked: Record<string, string> = {};
  for (const field of ['reason', 'comment', 'target'])
    if (typeof source[field] === 'string') picked[field] = source[field];
  return picked;
}

export function registerModerationRoutes(strapi: Core.Strapi) {
  const route = (
    method: 'GET' | 'POST',
    path: string,
    handler: (ctx: Context, user: AdminUser) => Promise<void>,
  ) => ({
    method,
    path,
    handler: async (ctx: Context) => {
      const user = await moderator(strapi, ctx);
      if (user) await handler(ctx, user);
    },
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  });
  const knownId = (ctx: Context, id: string | undefined) => {
    if (id && ID.test(id)) return true;
    answer(ctx, 404, moderationMessages.notFound);
    return false;
  };

  strapi.server.routes({
    type: 'admin',
    prefix: '/newsroom/moderation',
    routes: [
      route('GET', '/queue', (ctx) => forward(strapi, ctx, '/api/internal/comments/queue')),
      route('GET', '/comments', (ctx) => {
        const query = new URLSearchParams();
        for (const field of QUERY_FIELDS) {
          const value = ctx.query[field];
          if (typeof value === 'string' && value) query.set(field, value);
        }
        return forward(strapi, ctx, `/api/internal/comments?${query}`);
      }),
      route('GET', '/comments/:id/log', async (ctx) => {
        if (knownId(ctx, ctx.params.id))
          await forward(strapi, ctx, `/api/internal/comments/${ctx.params.id}/log`);
      }),
      route('POST', '/comments/:id/:action', async (ctx, user) => {
        const { id, action } = ctx.params;
        if (!action || !ACTIONS.has(action)) return answer(ctx, 404, 'Not found');
        if (knownId(ctx, id))
          await forward(strapi, ctx, `/api/internal/comments/${id}/${action}`, {
            ...actionBody(ctx.request.body),
            editor: editorOf(user),
          });
      }),
      route('GET', '/blocks', (ctx) => forward(strapi, ctx, '/api/internal/comment-blocks')),
      route('POST', '/blocks/:id/unblock', async (ctx, user) => {
        if (knownId(ctx, ctx.params.id))
          await forward(strapi, ctx, `/api/internal/comment-blocks/${ctx.params.id}/unblock`, {
            editor: editorOf(user),
          });
      }),
    ],
    // Strapi's router type names handlers by string; a function handler is accepted as well.
  } as never);
}
