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
import { EDITOR_ROLE } from '../access/newsroom-roles';
import { cmsEnv } from '../env';

export const MODERATORS = ['strapi-super-admin', EDITOR_ROLE];
const ACTIONS = new Set(['approve', 'reject', 'remove', 'restore', 'reply', 'block']);
/** The service's ids are uuids; anything else never reaches it. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const QUERY_FIELDS = ['status', 'text', 'blogSlug'] as const;
export const moderationMessages = {
  forbidden: 'Only editors can moderate comments.',
  unavailable: 'The comments service cannot be reached. Please try again in a moment.',
  notFound: 'This comment does not exist.',
};

interface AdminUser {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}

interface Context {
  params: Record<string, string>;
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: AdminUser };
  status: number;
  body: unknown;
}

function answer(ctx: Context, status: number, message: string) {
  ctx.status = status;
  ctx.body = { error: { status, message } };
}

/** The signed-in admin user when their roles let them moderate; otherwise answers 403. */
async function moderator(strapi: Core.Strapi, ctx: Context): Promise<AdminUser | null> {
  const id = ctx.state.user?.id;
  const user = id
    ? ((await strapi.db.query('admin::user').findOne({
        where: { id },
        select: ['id', 'firstname', 'lastname', 'email'],
        populate: { roles: { select: ['code'] } },
      })) as (AdminUser & { roles?: { code: string }[] }) | null)
    : null;
  if (!user?.roles?.some((role) => MODERATORS.includes(role.code))) {
    answer(ctx, 403, moderationMessages.forbidden);
    return null;
  }
  return user;
}

const editorOf = (user: AdminUser) => ({
  id: String(user.id),
  name: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || 'An editor',
});

/** Calls the service and hands its answer (its messages included) to the admin as it is. */
async function forward(
  strapi: Core.Strapi,
  ctx: Context,
  path: string,
  body?: Record<string, unknown>,
) {
  const { quizServiceUrl, newsroomModerationSecret } = cmsEnv();
  try {
    const response = await fetch(`${quizServiceUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${newsroomModerationSecret}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(5000),
    });
    ctx.status = response.status;
    const text = await response.text();
    ctx.body = text ? JSON.parse(text) : null;
    if (response.status >= 500) throw new Error(`the quiz-service answered ${response.status}`);
    if (response.status === 401) throw new Error('the quiz-service refused the secret');
  } catch (error) {
    strapi.log.warn(
      `[newsroom] comment moderation unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    answer(ctx, 503, moderationMessages.unavailable);
  }
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
