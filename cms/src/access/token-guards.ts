/**
 * Limits that Strapi's per-action token permissions cannot express: the website token reads
 * published content only (the content API otherwise accepts `status=draft` from anyone who may
 * `find`), and the quiz-service token creates stories as drafts only (the content API
 * publishes on create unless asked for `status=draft`, so its writes are turned into drafts,
 * and an explicit request to publish is refused).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { tokenRoleByName } from './api-tokens';

const READ_ACTIONS = new Set(['findMany', 'findOne', 'findFirst', 'count']);
const WRITE_ACTIONS = new Set(['create', 'update', 'publish']);

interface RequestContext {
  state?: { auth?: { strategy?: { name?: string }; credentials?: { name?: unknown } } };
  query?: { status?: unknown };
}

interface DocumentContext {
  uid: string;
  action: string;
  params?: { status?: string } & Record<string, unknown>;
}

function currentRequest(strapi: Core.Strapi): RequestContext | undefined {
  return strapi.requestContext.get() as RequestContext | undefined;
}

function tokenRoleOf(request: RequestContext | undefined) {
  const auth = request?.state?.auth;
  // Strapi 5 names its API token strategy "content-api-token" ("api-token" in older releases).
  if (auth?.strategy?.name !== 'content-api-token' && auth?.strategy?.name !== 'api-token')
    return undefined;
  return tokenRoleByName(auth.credentials?.name);
}

export function registerTokenGuards(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as DocumentContext;
    if (!uid.startsWith('api::')) return next();
    const request = currentRequest(strapi);
    const role = tokenRoleOf(request);

    if (role === 'web' && READ_ACTIONS.has(action) && params?.status === 'draft') {
      throw new errors.ForbiddenError('This token reads published content only.');
    }
    if (role === 'quiz' && WRITE_ACTIONS.has(action)) {
      if (action === 'publish' || request?.query?.status === 'published') {
        throw new errors.ForbiddenError('This token creates drafts only.');
      }
      if (params) params.status = 'draft';
    }
    return next();
  });
}
