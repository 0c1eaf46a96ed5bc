/**
 * Review of articles: an author writes and sends a piece "In review"; an editor approves it or
 * asks for changes, then publishes or schedules it. Strapi's Community Edition has the roles
 * (access/newsroom-roles.ts: authors cannot publish) but not the stages, so the stage is a field
 * of the article and these rules keep its moves and the schedule to editors. Each change of
 * stage is e-mailed to the piece's author through the quiz-service's mailer.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../env';
import { AUTHOR_ROLE } from '../access/newsroom-roles';

const EDITOR_ONLY_STAGES = new Set(['Approved', 'Changes requested']);

interface AdminUser {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  email?: string;
  roles?: { code?: string }[];
}

interface Draft {
  title?: string | null;
  reviewStage?: string | null;
  publishAt?: string | null;
  unpublishAt?: string | null;
  createdBy?: AdminUser | null;
}

/** The signed-in admin user of this request; none for the API tokens and the CMS's own work. */
function adminUser(strapi: Core.Strapi): AdminUser | null {
  const context = strapi.requestContext.get() as { state?: { user?: AdminUser } } | undefined;
  const user = context?.state?.user;
  return user && Array.isArray(user.roles) ? user : null;
}

/** An author and nothing more (an editor or an administrator may be an author too). */
const onlyAuthor = (user: AdminUser) =>
  Boolean(user.roles?.length) && user.roles!.every((role) => role.code === AUTHOR_ROLE);

const fullName = (user: AdminUser | null | undefined) =>
  [user?.firstname, user?.lastname].filter(Boolean).join(' ') || user?.email || 'An editor';

function refuse(path: string, message: string): never {
  throw new errors.ValidationError(message, {
    errors: [{ path: [path], message, name: 'ValidationError' }],
  });
}

const sameTime = (a: unknown, b: unknown) =>
  (a ? new Date(String(a)).getTime() : null) === (b ? new Date(String(b)).getTime() : null);

async function currentDraft(strapi: Core.Strapi, documentId: string | undefined) {
  if (!documentId) return null;
  return (await strapi.db.query('api::blog.blog').findOne({
    where: { documentId, publishedAt: null },
    select: ['title', 'reviewStage', 'publishAt', 'unpublishAt'],
    populate: { createdBy: { select: ['id', 'firstname', 'lastname', 'email'] } },
  })) as Draft | null;
}

/**
 * Runs around a save of an article: refuses an author's editor-only move, then, once saved,
 * tells the piece's author when its stage changed (not when they changed it themselves).
 */
export async function reviewArticleSave<T>(
  strapi: Core.Strapi,
  documentId: string | undefined,
  data: Record<string, unknown> | undefined,
  save: () => Promise<T>,
): Promise<T> {
  const user = adminUser(strapi);
  const before = await currentDraft(strapi, documentId);
  if (user && data && onlyAuthor(user)) {
    const stage = data.reviewStage;
    if (typeof stage === 'string' && EDITOR_ONLY_STAGES.has(stage) && stage !== before?.reviewStage)
      refuse(
        'reviewStage',
        'Only an editor can approve a piece or ask for changes. Send it "In review" instead.',
      );
    for (const field of ['publishAt', 'unpublishAt'] as const)
      if (field in data && !sameTime(data[field], before?.[field]))
        refuse(
          field,
          'Only an editor can schedule publishing. Send the piece "In review" and say when it should go out.',
        );
  }
  const result = await save();
  const stage = data?.reviewStage;
  if (typeof stage === 'string' && before && stage !== (before.reviewStage ?? 'Draft')) {
    const author = before.createdBy;
    if (author?.email && author.id !== user?.id)
      void notifyAuthor(strapi, {
        to: author.email,
        name: author.firstname || fullName(author),
        title: String(data?.title ?? before.title ?? 'Untitled'),
        stage,
        by: fullName(user),
        editUrl: `${cmsEnv().adminUrl}/admin/content-manager/collection-types/api::blog.blog/${documentId}`,
      });
  }
  return result;
}

async function notifyAuthor(strapi: Core.Strapi, notice: Record<string, string>) {
  const { quizServiceUrl, newsroomMailSecret } = cmsEnv();
  try {
    const response = await fetch(`${quizServiceUrl}/api/internal/review-notices`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${newsroomMailSecret}`,
      },
      body: JSON.stringify(notice),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) strapi.log.warn(`[review] the notice was refused (${response.status}).`);
  } catch (error) {
    strapi.log.warn(
      `[review] the notice could not be sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
