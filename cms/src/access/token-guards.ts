/**
 * Limits that Strapi's per-action token permissions cannot express: the website and
 * quiz-service tokens read published content only (the content API otherwise accepts
 * `status=draft` from anyone who may `find`), and the quiz-service token creates stories as
 * drafts only (the content API publishes on create unless asked for `status=draft`, so its
 * writes are turned into drafts, and an explicit request to publish is refused). Its only
 * change to an existing story is clearing the credited name of a reader who was erased
 * (docs/privacy.md): any other update is refused. What the quiz-service token may upload is checked with the media library's other rules
 * (src/media/upload-check.ts).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { tokenRoleByName, type TokenRole } from './api-tokens';

const READ_ACTIONS = new Set(['findMany', 'findOne', 'findFirst', 'count']);
const WRITE_ACTIONS = new Set(['create', 'update', 'publish']);

interface RequestContext {
  method?: string;
  path?: string;
  state?: { auth?: { strategy?: { name?: string }; credentials?: { name?: unknown } } };
  query?: { status?: unknown };
}

interface DocumentContext {
  uid: string;
  action: string;
  params?: { status?: string; data?: unknown } & Record<string, unknown>;
}

/** The one update the quiz-service token may make: a story's reader credit cleared. */
function clearsReaderCredit(uid: string, data: unknown): boolean {
  if (uid !== 'api::story.story' || typeof data !== 'object' || data === null) return false;
  const fields = Object.entries(data);
  return fields.length === 1 && fields[0]?.[0] === 'readerName' && fields[0][1] === null;
}

function currentRequest(strapi: Core.Strapi): RequestContext | undefined {
  return strapi.requestContext.get() as RequestContext | undefined;
}

function tokenRoleOf(request: RequestContext | undefined): TokenRole | undefined {
  const auth = request?.state?.auth;
  // Strapi 5 names its API token strategy "content-api-token" ("api-token" in older releases).
  if (auth?.strategy?.name !== 'content-api-token' && auth?.strategy?.name !== 'api-token')
    return undefined;
  return tokenRoleByName(auth.credentials?.name);
}

/**
 * Whether a draft read in this request is refused: always for the site's token; for the
 * quiz-service's when the request itself reads (a REST GET, any GraphQL operation). Its story
 * drafts are read back inside the CMS while they are created (the entry's history), and that
 * read is the CMS's own, not the token's.
 */
function readsPublishedOnly(role: TokenRole | undefined, request: RequestContext | undefined) {
  if (role === 'web') return true;
  if (role !== 'quiz') return false;
  return request?.method === 'GET' || request?.method === 'HEAD' || request?.path === '/graphql';
}

/** Which provisioned token the request being answered carries, if any. */
export function requestTokenRole(strapi: Core.Strapi): TokenRole | undefined {
  return tokenRoleOf(currentRequest(strapi));
}

export function registerTokenGuards(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as DocumentContext;
    if (!uid.startsWith('api::')) return next();
    const request = currentRequest(strapi);
    const role = tokenRoleOf(request);

    if (
      READ_ACTIONS.has(action) &&
      params?.status === 'draft' &&
      readsPublishedOnly(role, request)
    ) {
      throw new errors.ForbiddenError('This token reads published content only.');
    }
    if (role === 'quiz' && WRITE_ACTIONS.has(action)) {
      if (action === 'publish' || request?.query?.status === 'published') {
        throw new errors.ForbiddenError('This token creates drafts only.');
      }
      if (action === 'update' && !clearsReaderCredit(uid, params?.data)) {
        throw new errors.ForbiddenError("This token only clears an erased reader's credit.");
      }
      if (params) params.status = 'draft';
    }
    return next();
  });
}
