/**
 * The CMS serves its media at /uploads on the admin's own origin. A file stored before the
 * media library refused other kinds (an old .html or .svg) must not run there: every answer
 * under /uploads forbids scripts, frames and plugins (a sandbox) and type sniffing, and one
 * whose type is not a picture, video or PDF the site shows is sent as a download.
 */
import type { Core } from '@strapi/strapi';
import { SITE_MEDIA_TYPES } from '@apogee/media-types';

export const MEDIA_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

interface MediaContext {
  path: string;
  type: string;
  set(name: string, value: string): void;
}

const shown = new Set<string>(SITE_MEDIA_TYPES);

export function registerMediaHeaders(strapi: Core.Strapi): void {
  strapi.server.use(async (ctx: MediaContext, next: () => Promise<void>) => {
    await next();
    if (!ctx.path.startsWith('/uploads/')) return;
    // Set after the security middleware's own policy, which allows the CMS's scripts.
    for (const [name, value] of Object.entries(MEDIA_ANSWER_HEADERS)) ctx.set(name, value);
    if (ctx.type && !shown.has(ctx.type)) ctx.set('content-disposition', 'attachment');
  });
}
