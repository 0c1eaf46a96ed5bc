/**
 * The newsroom's newsletter desk: an issue's preview, a test to oneself, its send (now or at a
 * time), an article e-mailed to the subscribers of its section, and the report of each send
 * with its Stop. The CMS renders each e-mail (newsletter-content.ts); the quiz-service owns
 * the sends and delivers them (NEWSROOM_NEWSLETTER_SECRET, never seen by the browser).
 *
 * Everyone signed in to the admin may preview an issue and send a test to themselves; only
 * Editors and Super Admins may send, schedule, stop, or see the sends (403 otherwise).
 *
 * - GET  /newsroom/newsletter-issues/:documentId          its send state, and whether you may send
 * - POST /newsroom/newsletter-issues/:documentId/preview  { subject, preheader, html, text }
 * - POST /newsroom/newsletter-issues/:documentId/test     to the signed-in admin's address
 * - POST /newsroom/newsletter-issues/:documentId/send     { scheduledAt? } (ISO; absent: now)
 * - GET  /newsroom/articles/:documentId/newsletter        whether it was e-mailed, and when
 * - POST /newsroom/articles/:documentId/newsletter        e-mails it, once
 * - GET  /newsroom/newsletter-sends                       every send's report, newest first
 * - GET  /newsroom/newsletter-sends/:id                   one report
 * - POST /newsroom/newsletter-sends/:id/stop              halts the rest of a send
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env';
import {
  MAX_ISSUE_ARTICLES,
  findIssue,
  findPublishedArticle,
  renderArticle,
  renderIssue,
  type RenderedNewsletter,
} from './newsletter-content';
import { recordArticleEmailed, recordIssueSent } from './newsletter-records';
import {
  SERVICE_ID,
  answer,
  deskEditor,
  editorOf,
  findDeskEditor,
  forwardToService,
  type AdminUser,
  type DeskContext as Context,
} from './service-desk';

export const newsletterMessages = {
  forbidden: 'Only editors can send or schedule newsletters.',
  reportsForbidden: 'Only editors can see newsletter sends.',
  unavailable: 'The quiz-service cannot be reached. Please try again in a moment.',
  issueNotFound: 'No such newsletter issue. Save it first.',
  sendNotFound: 'No such newsletter send.',
  articleNotPublished: 'Publish the article before e-mailing it to subscribers.',
  issueAlreadySent: 'This issue has already been sent or scheduled.',
  articleAlreadyEmailed: 'This article has already been e-mailed to subscribers.',
  tooManyArticles: (count: number) =>
    `An issue lists at most ${MAX_ISSUE_ARTICLES} articles (${count} chosen).`,
  scheduleInvalid: 'Choose a time to send in the future, at most a year from now.',
  noAddress: 'Your admin account has no e-mail address to send the test to.',
};

const DOCUMENT_ID = /^[a-z0-9]{1,64}$/i;
const YEAR_MS = 366 * 24 * 3600 * 1000;

function forward(strapi: Core.Strapi, ctx: Context, path: string, body?: Record<string, unknown>) {
  const { quizServiceUrl, newsroomNewsletterSecret } = cmsEnv();
  return forwardToService(
    strapi,
    ctx,
    {
      secret: newsroomNewsletterSecret,
      path,
      body,
      timeoutMs: 15_000,
      unavailable: newsletterMessages.unavailable,
      what: 'newsletter desk',
    },
    quizServiceUrl,
  );
}

/** The time to send: now (undefined), or a valid time within the next year; null if neither. */
function scheduleOf(value: unknown): string | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const at = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  const now = Date.now();
  if (Number.isNaN(at.getTime()) || at.getTime() < now - 60_000 || at.getTime() > now + YEAR_MS)
    return null;
  return at.toISOString();
}

const sendBody = (email: RenderedNewsletter) => ({
  subject: email.subject,
  preheader: email.preheader,
  html: email.html,
  text: email.text,
});

export function registerNewsletterDesk(strapi: Core.Strapi) {
  /** `editorsOnly`: refused with `forbidden` unless an Editor or Super Admin. */
  const route = (
    method: 'GET' | 'POST',
    path: string,
    handler: (ctx: Context, user: AdminUser | null) => Promise<void>,
    forbidden?: string,
  ) => ({
    method,
    path,
    handler: async (ctx: Context) => {
      const param = ctx.params.documentId ?? ctx.params.id;
      if (param !== undefined && !DOCUMENT_ID.test(param) && !SERVICE_ID.test(param))
        return answer(ctx, 404, newsletterMessages.issueNotFound);
      if (!forbidden) return handler(ctx, await findDeskEditor(strapi, ctx.state.user?.id));
      const user = await deskEditor(strapi, ctx, forbidden);
      if (user) await handler(ctx, user);
    },
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  });

  const issueOr404 = async (ctx: Context) => {
    const issue = await findIssue(strapi, ctx.params.documentId ?? '');
    if (!issue) answer(ctx, 404, newsletterMessages.issueNotFound);
    return issue;
  };

  const renderedIssueOr400 = async (ctx: Context) => {
    const issue = await issueOr404(ctx);
    if (!issue) return null;
    const count = issue.articles?.length ?? 0;
    if (count > MAX_ISSUE_ARTICLES) {
      answer(ctx, 400, newsletterMessages.tooManyArticles(count));
      return null;
    }
    return { issue, email: await renderIssue(strapi, issue) };
  };

  strapi.server.routes({
    type: 'admin',
    prefix: '/newsroom',
    routes: [
      route('GET', '/newsletter-issues/:documentId', async (ctx, editor) => {
        const issue = await issueOr404(ctx);
        if (!issue) return;
        ctx.set('cache-control', 'no-store');
        ctx.body = {
          sendId: issue.sendId ?? null,
          sendAt: issue.sendAt ? new Date(issue.sendAt).toISOString() : null,
          sentBy: issue.sentBy ?? null,
          articles: issue.articles?.length ?? 0,
          maxArticles: MAX_ISSUE_ARTICLES,
          canSend: editor !== null,
        };
      }),
      route('POST', '/newsletter-issues/:documentId/preview', async (ctx) => {
        const rendered = await renderedIssueOr400(ctx);
        if (!rendered) return;
        ctx.set('cache-control', 'no-store');
        ctx.body = rendered.email;
      }),
      route('POST', '/newsletter-issues/:documentId/test', async (ctx) => {
        const me = (await strapi.db.query('admin::user').findOne({
          where: { id: ctx.state.user?.id },
          select: ['email'],
        })) as { email?: string | null } | null;
        if (!me?.email) return answer(ctx, 400, newsletterMessages.noAddress);
        const rendered = await renderedIssueOr400(ctx);
        if (!rendered) return;
        await forward(strapi, ctx, '/api/internal/newsletter/test', {
          to: me.email,
          ...sendBody(rendered.email),
        });
      }),
      route(
        'POST',
        '/newsletter-issues/:documentId/send',
        async (ctx, editor) => {
          const body = (ctx.request.body ?? {}) as Record<string, unknown>;
          const scheduledAt = scheduleOf(body.scheduledAt);
          if (scheduledAt === null) return answer(ctx, 400, newsletterMessages.scheduleInvalid);
          const rendered = await renderedIssueOr400(ctx);
          if (!rendered || !editor) return;
          if (rendered.issue.sendId) return answer(ctx, 409, newsletterMessages.issueAlreadySent);
          const by = editorOf(editor).name;
          await forward(strapi, ctx, '/api/internal/newsletter/sends', {
            kind: 'issue',
            dedupeKey: `issue:${rendered.issue.documentId}`,
            ...sendBody(rendered.email),
            audience: { topics: null, rhythm: 'all' },
            ...(scheduledAt ? { scheduledAt } : {}),
            createdBy: by,
          });
          if (ctx.status === 201)
            await recordIssueSent(strapi, rendered.issue.documentId, ctx.body, by);
        },
        newsletterMessages.forbidden,
      ),
      route('GET', '/articles/:documentId/newsletter', async (ctx, editor) => {
        const article = await findPublishedArticle(strapi, ctx.params.documentId ?? '');
        ctx.set('cache-control', 'no-store');
        ctx.body = {
          published: article !== null,
          emailedAt: article?.emailedToSubscribersAt
            ? new Date(article.emailedToSubscribersAt).toISOString()
            : null,
          canSend: editor !== null,
        };
      }),
      route(
        'POST',
        '/articles/:documentId/newsletter',
        async (ctx, editor) => {
          const article = await findPublishedArticle(strapi, ctx.params.documentId ?? '');
          if (!editor) return;
          if (!article) return answer(ctx, 400, newsletterMessages.articleNotPublished);
          if (article.emailedToSubscribersAt)
            return answer(ctx, 409, newsletterMessages.articleAlreadyEmailed);
          const email = await renderArticle(strapi, article);
          const topic = article.category?.slug;
          await forward(strapi, ctx, '/api/internal/newsletter/sends', {
            kind: 'article',
            dedupeKey: `article:${article.documentId}`,
            ...sendBody(email),
            audience: { topics: topic ? [topic] : null, rhythm: 'each' },
            createdBy: editorOf(editor).name,
          });
          // 409: the service has it already (an answer lost on the way back): the same record.
          if (ctx.status === 201 || ctx.status === 409)
            await recordArticleEmailed(strapi, article.documentId);
          if (ctx.status === 409) answer(ctx, 409, newsletterMessages.articleAlreadyEmailed);
        },
        newsletterMessages.forbidden,
      ),
      route(
        'GET',
        '/newsletter-sends',
        (ctx) => forward(strapi, ctx, '/api/internal/newsletter/sends'),
        newsletterMessages.reportsForbidden,
      ),
      route(
        'GET',
        '/newsletter-sends/:id',
        async (ctx) => {
          if (!SERVICE_ID.test(ctx.params.id ?? ''))
            return answer(ctx, 404, newsletterMessages.sendNotFound);
          await forward(strapi, ctx, `/api/internal/newsletter/sends/${ctx.params.id}`);
        },
        newsletterMessages.reportsForbidden,
      ),
      route(
        'POST',
        '/newsletter-sends/:id/stop',
        async (ctx) => {
          if (!SERVICE_ID.test(ctx.params.id ?? ''))
            return answer(ctx, 404, newsletterMessages.sendNotFound);
          await forward(strapi, ctx, `/api/internal/newsletter/sends/${ctx.params.id}/stop`, {});
        },
        newsletterMessages.forbidden,
      ),
    ],
    // Strapi's router type names handlers by string; a function handler is accepted as well.
  } as never);
}
