/**
 * The pictures of an article or a story with their descriptions, for the edit view's Pictures
 * panel, where an editor describes them without leaving the piece (src/admin/newsroom/
 * pictures-panel.tsx). GET /newsroom/entry-pictures?contentType=api::blog.blog&documentId=…
 * answers `{ pictures: [{ id, name, url, description }] }` for the draft.
 */
import type { Core } from '@strapi/strapi';
import { draftPictures } from '../validation/alt-text';

const WITH_PICTURES = new Set(['api::blog.blog', 'api::story.story']);

export function registerEntryPicturesRoute(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '/newsroom',
    routes: [
      {
        method: 'GET',
        path: '/entry-pictures',
        handler: async (ctx: {
          query: Record<string, unknown>;
          body: unknown;
          badRequest(message: string): void;
        }) => {
          const contentType = String(ctx.query.contentType ?? '');
          const documentId = String(ctx.query.documentId ?? '');
          if (!WITH_PICTURES.has(contentType) || !/^[a-z0-9]{1,64}$/.test(documentId)) {
            ctx.badRequest('Name an article or a story: contentType and documentId.');
            return;
          }
          ctx.body = { pictures: await draftPictures(strapi, contentType, documentId) };
        },
        config: {
          policies: [
            'admin::isAuthenticatedAdmin',
            { name: 'admin::hasPermissions', config: { actions: ['plugin::upload.read'] } },
          ],
        },
      },
    ],
    // Strapi's router type names handlers by string; a function handler is accepted as well.
  } as never);
}
