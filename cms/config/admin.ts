import { cmsEnv } from '../src/env';

/** Content types the site can show a draft of, and the route segment its preview uses. */
const PREVIEW_TYPES: Record<string, string> = {
  'api::blog.blog': 'blog',
  'api::magazine.magazine': 'magazine',
  'api::story.story': 'story',
  'api::page.page': 'page',
};

export default () => {
  const env = cmsEnv();
  return {
    auth: { secret: env.secrets.adminJwtSecret },
    apiToken: { salt: env.secrets.apiTokenSalt },
    transfer: { token: { salt: env.secrets.transferTokenSalt } },
    secrets: { encryptionKey: env.secrets.encryptionKey },
    flags: { nps: false, promoteEE: false },
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [env.publicUrl],
        async handler(
          uid: string,
          { documentId, status }: { documentId: string; status?: string },
        ) {
          const type = PREVIEW_TYPES[uid];
          if (!type) return null;
          const document = (await strapi.documents(uid as 'api::blog.blog').findOne({
            documentId,
            status: status === 'published' ? 'published' : 'draft',
            fields: ['slug'],
          })) as { slug?: string } | null;
          if (!document?.slug) return null;
          const query = new URLSearchParams({
            secret: env.previewSecret,
            type,
            slug: document.slug,
          });
          if (status) query.set('status', status);
          return `${env.publicUrl}/preview?${query.toString()}`;
        },
      },
    },
  };
};
