/**
 * The newsroom's desk for what readers send and ask: the contact inbox ("Inbox" page) and the
 * readers' rights ("Readers' rights" page: a reader's data file, their erasure). The
 * quiz-service owns the messages and the readers; these routes check who is asking and pass
 * the request on with NEWSROOM_PRIVACY_SECRET and the acting editor, whom the service's log
 * records. Editors and Super Admins only; Authors are refused (403). The CMS stores nothing.
 *
 * - GET  /newsroom/inbox?q&status              messages, newest first
 * - GET  /newsroom/inbox/:id                   one message
 * - POST /newsroom/inbox/:id/handled           marked handled by the editor
 * - GET  /newsroom/readers?q                   a reader by e-mail address or username
 * - POST /newsroom/readers/:id/export          their data file (JSON)
 * - POST /newsroom/readers/:id/erase           { comments: 'delete' | 'anonymise' }
 */
import type { Core } from '@strapi/strapi';
import { EDITOR_ROLE } from '../access/newsroom-roles';
import { cmsEnv } from '../env';

const DESK_ROLES = ['strapi-super-admin', EDITOR_ROLE];
/** The service's ids are uuids; anything else never reaches it. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const deskMessages = {
  forbidden: "Only editors can open the inbox and the readers' rights.",
  unavailable: 'The quiz-service cannot be reached. Please try again in a moment.',
  notFound: 'Not found.',
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
  set(name: string, value: string): void;
}

function answer(ctx: Context, status: number, message: string) {
  ctx.status = status;
  ctx.body = { error: { status, message } };
}

/** The signed-in admin user when an Editor or Super Admin; otherwise answers 403. */
async function deskEditor(strapi: Core.Strapi, ctx: Context): Promise<AdminUser | null> {
  const id = ctx.state.user?.id;
  const user = id
    ? ((await strapi.db.query('admin::user').findOne({
        where: { id },
        select: ['id', 'firstname', 'lastname', 'email'],
        populate: { roles: { select: ['code'] } },
      })) as (AdminUser & { roles?: { code: string }[] }) | null)
    : null;
  if (!user?.roles?.some((role) => DESK_ROLES.includes(role.code))) {
    answer(ctx, 403, deskMessages.forbidden);
    return null;
  }
  return user;
}

const editorOf = (user: AdminUser) => ({
  id: String(user.id),
  name: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || 'An editor',
});

/** Calls the service and hands its answer (its messages and headers of a file) on as it is. */
async function forward(
  strapi: Core.Strapi,
  ctx: Context,
  path: string,
  body?: Record<string, unknown>,
) {
  const { quizServiceUrl, newsroomPrivacySecret } = cmsEnv();
  try {
    const response = await fetch(`${quizServiceUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${newsroomPrivacySecret}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status >= 500) throw new Error(`the quiz-service answered ${response.status}`);
    if (response.status === 401) throw new Error('the quiz-service refused the secret');
    ctx.status = response.status;
    const disposition = response.headers.get('content-disposition');
    if (disposition) ctx.set('content-disposition', disposition);
    ctx.set('cache-control', 'no-store');
    const text = await response.text();
    ctx.body = text ? JSON.parse(text) : null;
  } catch (error) {
    strapi.log.warn(
      `[newsroom] readers' desk unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    answer(ctx, 503, deskMessages.unavailable);
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function registerReadersDeskRoutes(strapi: Core.Strapi) {
  const route = (
    method: 'GET' | 'POST',
    path: string,
    handler: (ctx: Context, user: AdminUser) => Promise<void>,
  ) => ({
    method,
    path,
    handler: async (ctx: Context) => {
      const user = await deskEditor(strapi, ctx);
      if (user) await handler(ctx, user);
    },
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  });
  const knownId = (ctx: Context) => {
    if (ctx.params.id && ID.test(ctx.params.id)) return true;
    answer(ctx, 404, deskMessages.notFound);
    return false;
  };

  strapi.server.routes({
    type: 'admin',
    prefix: '/newsroom',
    routes: [
      route('GET', '/inbox', (ctx) => {
        const query = new URLSearchParams();
        if (text(ctx.query.q)) query.set('q', text(ctx.query.q));
        if (text(ctx.query.status)) query.set('status', text(ctx.query.status));
        return forward(strapi, ctx, `/api/internal/contact-messages?${query}`);
      }),
      route('GET', '/inbox/:id', async (ctx) => {
        if (knownId(ctx))
          await forward(strapi, ctx, `/api/internal/contact-messages/${ctx.params.id}`);
      }),
      route('POST', '/inbox/:id/handled', async (ctx, user) => {
        if (knownId(ctx))
          await forward(strapi, ctx, `/api/internal/contact-messages/${ctx.params.id}/handled`, {
            editor: editorOf(user),
          });
      }),
      route('GET', '/readers', (ctx) =>
        forward(
          strapi,
          ctx,
          `/api/internal/readers?${new URLSearchParams({ q: text(ctx.query.q) })}`,
        ),
      ),
      route('POST', '/readers/:id/export', async (ctx, user) => {
        if (knownId(ctx))
          await forward(strapi, ctx, `/api/internal/readers/${ctx.params.id}/export`, {
            editor: editorOf(user),
          });
      }),
      route('POST', '/readers/:id/erase', async (ctx, user) => {
        const body = (ctx.request.body ?? {}) as Record<string, unknown>;
        if (knownId(ctx))
          await forward(strapi, ctx, `/api/internal/readers/${ctx.params.id}/erase`, {
            comments: text(body.comments),
            editor: editorOf(user),
          });
      }),
    ],
    // Strapi's router type names handlers by string; a function handler is accepted as well.
  } as never);
}
