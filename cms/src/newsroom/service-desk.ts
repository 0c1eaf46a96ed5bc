/**
 * What the newsroom's pages that work on the quiz-service's data share (Moderation, Inbox,
 * Readers' rights): who may ask (Editors and Super Admins), who is asking (the acting editor,
 * whom the service's log records), and the call itself, with the purpose's own secret, whose
 * answer (its messages, and the headers of a file) is handed to the admin as it is.
 */
import type { Core } from '@strapi/strapi';
import { EDITOR_ROLE } from '../access/newsroom-roles';

export const NEWSROOM_DESK_ROLES = ['strapi-super-admin', EDITOR_ROLE];
/** The service's ids are uuids; anything else never reaches it. */
export const SERVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminUser {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}

export interface DeskContext {
  params: Record<string, string>;
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: AdminUser };
  status: number;
  body: unknown;
  set(name: string, value: string): void;
}

export function answer(ctx: DeskContext, status: number, message: string) {
  ctx.status = status;
  ctx.body = { error: { status, message } };
}

/** The admin user of that id when an Editor or Super Admin; null otherwise. */
export async function findDeskEditor(
  strapi: Core.Strapi,
  id: number | undefined,
): Promise<AdminUser | null> {
  const user = id
    ? ((await strapi.db.query('admin::user').findOne({
        where: { id },
        select: ['id', 'firstname', 'lastname', 'email'],
        populate: { roles: { select: ['code'] } },
      })) as (AdminUser & { roles?: { code: string }[] }) | null)
    : null;
  return user?.roles?.some((role) => NEWSROOM_DESK_ROLES.includes(role.code)) ? user : null;
}

/** The signed-in admin user when an Editor or Super Admin; otherwise answers 403 `forbidden`. */
export async function deskEditor(
  strapi: Core.Strapi,
  ctx: DeskContext,
  forbidden: string,
): Promise<AdminUser | null> {
  const user = await findDeskEditor(strapi, ctx.state.user?.id);
  if (!user) answer(ctx, 403, forbidden);
  return user;
}

/** The acting editor as the service's log names them. */
export const editorOf = (user: AdminUser) => ({
  id: String(user.id),
  name: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || 'An editor',
});

export interface ServiceCall {
  /** The purpose's secret (NEWSROOM_MODERATION_SECRET, NEWSROOM_PRIVACY_SECRET …). */
  secret: string;
  path: string;
  /** A POST's body; without it the call is a GET. */
  body?: Record<string, unknown>;
  timeoutMs: number;
  /** What the admin is told when the service cannot answer (503). */
  unavailable: string;
  /** The page's name in the CMS's log line. */
  what: string;
}

/** Calls the quiz-service and hands its answer on; 503 with `unavailable` when it fails. */
export async function forwardToService(
  strapi: Core.Strapi,
  ctx: DeskContext,
  { secret, path, body, timeoutMs, unavailable, what }: ServiceCall,
  quizServiceUrl: string,
) {
  try {
    const response = await fetch(`${quizServiceUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${secret}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
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
      `[newsroom] ${what} unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    answer(ctx, 503, unavailable);
  }
}
