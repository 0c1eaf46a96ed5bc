/**
 * The newsroom's Subscribers page: the newsletter's list, its CSV export and the import of
 * another platform's export (Ghost, Mailchimp, Substack, or a plain email,name file). The
 * quiz-service owns the list (its module newsletter-subscribers); these routes check who is
 * asking and pass the request on with NEWSROOM_NEWSLETTER_SECRET. Editors and Super Admins
 * only; Authors are refused (403). The CMS stores nothing: the exported file and the imported
 * one stream through.
 *
 * - GET  /newsroom/subscribers?q&status&topic&after   one page of the list, with counts
 * - GET  /newsroom/subscribers/export?q&status&topic  the list as CSV (a download)
 * - POST /newsroom/subscribers/import?dryRun=true     multipart, the CSV in the field "file":
 *                                                     what the import would do, or does
 */
import { openAsBlob } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env';
import { answer, deskEditor, forwardToService, type DeskContext } from './service-desk';

export const subscribersMessages = {
  forbidden: "Only editors can open the newsletter's subscribers.",
  unavailable: 'The quiz-service cannot be reached. Please try again in a moment.',
  fileMissing: 'Choose a CSV file to import.',
};

interface UploadContext extends DeskContext {
  request: { body?: unknown; files?: Record<string, unknown> };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The list's filters as the service reads them (anything else is dropped). */
function filters(query: Record<string, unknown>, withPage: boolean): URLSearchParams {
  const names = withPage ? ['q', 'status', 'topic', 'after'] : ['q', 'status', 'topic'];
  const params = new URLSearchParams();
  for (const name of names) if (text(query[name])) params.set(name, text(query[name]));
  return params;
}

/** A call whose answer is not JSON (the CSV download) or whose body is a file (the import). */
async function callService(
  strapi: Core.Strapi,
  ctx: DeskContext,
  path: string,
  init: { method?: 'POST'; body?: Blob; timeoutMs: number },
) {
  const { quizServiceUrl, newsroomNewsletterSecret } = cmsEnv();
  try {
    const response = await fetch(`${quizServiceUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${newsroomNewsletterSecret}`,
        ...(init.body ? { 'content-type': 'text/csv' } : {}),
      },
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    if (response.status >= 500) throw new Error(`the quiz-service answered ${response.status}`);
    if (response.status === 401) throw new Error('the quiz-service refused the secret');
    ctx.status = response.status;
    ctx.set('cache-control', 'no-store');
    for (const header of ['content-type', 'content-disposition']) {
      const value = response.headers.get(header);
      if (value) ctx.set(header, value);
    }
    // Streamed through: a 100,000-row export never sits whole in the CMS's memory.
    if (response.body) ctx.body = Readable.fromWeb(response.body as ReadableStream);
  } catch (error) {
    strapi.log.warn(
      `[newsroom] subscribers unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    answer(ctx, 503, subscribersMessages.unavailable);
  }
}

/** The uploaded file's path on disk (Strapi's body parser wrote it there). */
function uploadedFile(ctx: UploadContext): string | null {
  const file = ctx.request.files?.file;
  const one = (Array.isArray(file) ? file[0] : file) as { filepath?: unknown } | undefined;
  return typeof one?.filepath === 'string' ? one.filepath : null;
}

export function registerSubscribersRoutes(strapi: Core.Strapi) {
  const route = (
    method: 'GET' | 'POST',
    path: string,
    handler: (ctx: UploadContext) => Promise<void>,
  ) => ({
    method,
    path,
    handler: async (ctx: UploadContext) => {
      if (await deskEditor(strapi, ctx, subscribersMessages.forbidden)) await handler(ctx);
    },
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  });

  strapi.server.routes({
    type: 'admin',
    prefix: '/newsroom',
    routes: [
      route('GET', '/subscribers', (ctx) => {
        const { quizServiceUrl, newsroomNewsletterSecret } = cmsEnv();
        return forwardToService(
          strapi,
          ctx,
          {
            secret: newsroomNewsletterSecret,
            path: `/api/internal/newsletter/subscribers?${filters(ctx.query, true)}`,
            timeoutMs: 10_000,
            unavailable: subscribersMessages.unavailable,
            what: 'subscribers',
          },
          quizServiceUrl,
        );
      }),
      route('GET', '/subscribers/export', (ctx) =>
        callService(
          strapi,
          ctx,
          `/api/internal/newsletter/subscribers/export?${filters(ctx.query, false)}`,
          { timeoutMs: 300_000 },
        ),
      ),
      route('POST', '/subscribers/import', async (ctx) => {
        const path = uploadedFile(ctx);
        if (!path) return answer(ctx, 400, subscribersMessages.fileMissing);
        const dryRun = text(ctx.query.dryRun) === 'false' ? 'false' : 'true';
        // A Blob backed by the file on disk: sent as it is read, with its length announced.
        await callService(
          strapi,
          ctx,
          `/api/internal/newsletter/subscribers/import?dryRun=${dryRun}`,
          {
            method: 'POST',
            body: await openAsBlob(path),
            timeoutMs: 300_000,
          },
        );
      }),
    ],
    // Strapi's router type names handlers by string; a function handler is accepted as well.
  } as never);
}
