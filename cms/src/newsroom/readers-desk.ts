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
import { cmsEnv } from '../env';
import {
  SERVICE_ID as ID,
  answer,
  deskEditor as editorAsking,
  editorOf,
  forwardToService,
  type AdminUser,
  type DeskContext as Context,
} from './service-desk';

export const deskMessages = {
  forbidden: "Only editors can open the inbox and the readers' rights.",
  unavailable: 'The quiz-service cannot be reached. Please try again in a moment.',
  notFound: 'Not found.',
};

/** The signed-in admin user when an Editor or Super Admin; otherwise answers 403. */
const deskEditor = (strapi: Core.Strapi, ctx: Context) =>
  editorAsking(strapi, ctx, deskMessages.forbidden);

/** Calls the service with NEWSROOM_PRIVACY_SECRET and hands its answer (a file too) on. */
function forward(strapi: Core.Strapi, ctx: Context, path: string, body?: Record<string, unknown>) {
  const { quizServiceUrl, newsroomPrivacySecret } = cmsEnv();
  return forwardToService(
    strapi,
    ctx,
    {
      secret: newsroomPrivacySecret,
      path,
      body,
      timeoutMs: 10_000,
      unavailable: deskMessages.unavailable,
      what: "readers' desk",
    },
    quizServiceUrl,
  );
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
