/**
 * Readers' stories awaiting moderation, for the newsroom's home in the admin: the story drafts
 * readers sent through the site (never published yet), newest first, each with who sent it.
 * The CMS keeps no reader's details: the quiz-service, which owns the accounts, names the
 * submitter of each draft (GET /api/internal/story-submissions).
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env';

/** The home shows the newest few; the Stories list has the rest. */
const SHOWN = 8;

export interface ReaderSubmission {
  documentId: string;
  title: string;
  submittedAt: string;
  submitter: { username: string; email: string } | null;
}

interface Submitted {
  submissions: ReaderSubmission[];
}

export async function readerSubmissions(strapi: Core.Strapi): Promise<{
  submissions: ReaderSubmission[];
  unavailable: boolean;
}> {
  const query = strapi.db.query('api::story.story');
  const published = (await query.findMany({
    where: { publishedAt: { $notNull: true } },
    select: ['documentId'],
  })) as { documentId: string }[];
  const live = new Set(published.map((row) => row.documentId));
  // Readers' drafts are made by the quiz-service's API token: no admin user created them.
  const drafts = (await query.findMany({
    where: { publishedAt: null, createdBy: null },
    select: ['documentId'],
    orderBy: { createdAt: 'desc' },
    limit: 50,
  })) as { documentId: string }[];
  const waiting = drafts.map((row) => row.documentId).filter((id) => !live.has(id));
  if (waiting.length === 0) return { submissions: [], unavailable: false };
  const { quizServiceUrl, newsroomReadSecret } = cmsEnv();
  try {
    const response = await fetch(
      `${quizServiceUrl}/api/internal/story-submissions?documentIds=${waiting.join(',')}`,
      {
        headers: { authorization: `Bearer ${newsroomReadSecret}` },
        signal: AbortSignal.timeout(5000),
      },
    );
    if (!response.ok) throw new Error(`the quiz-service answered ${response.status}`);
    const { submissions } = (await response.json()) as Submitted;
    return {
      submissions: submissions
        .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
        .slice(0, SHOWN),
      unavailable: false,
    };
  } catch (error) {
    strapi.log.warn(
      `[newsroom] reader submissions unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { submissions: [], unavailable: true };
  }
}

/** GET /newsroom/submissions, for signed-in admin users (the home's widget asks it). */
export function registerNewsroomRoutes(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '/newsroom',
    routes: [
      {
        method: 'GET',
        path: '/submissions',
        handler: async (ctx: { body: unknown }) => {
          ctx.body = await readerSubmissions(strapi);
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
    // Strapi's router type names handlers by string; a function handler is accepted as well.
  } as never);
}
