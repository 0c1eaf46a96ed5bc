import { cmsEnv } from '../src/env';

/** With media in S3-compatible storage (S3_BUCKET), the admin shows them from its public URL. */
function s3MediaOrigins(env: NodeJS.ProcessEnv): string[] {
  const publicUrl = env.S3_BUCKET?.trim() && env.S3_PUBLIC_URL?.trim();
  return publicUrl ? [new URL(publicUrl).origin] : [];
}

export default () => {
  const { publicUrl } = cmsEnv();
  const media = s3MediaOrigins(process.env);
  return [
    'strapi::logger',
    'strapi::errors',
    {
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            // The admin's draft preview shows the site in a frame.
            'frame-src': ["'self'", publicUrl],
            // The newsletter preview shows the e-mail's pictures from the site's public origin.
            'img-src': ["'self'", 'data:', 'blob:', publicUrl, ...media],
            'media-src': ["'self'", 'data:', 'blob:', ...media],
          },
        },
      },
    },
    'strapi::cors',
    'strapi::poweredBy',
    'strapi::query',
    'strapi::body',
    'strapi::session',
    // The admin's pages ask for /favicon.ico: the site's mark (Strapi's default file is absent,
    // which answered every request with a server error).
    { name: 'strapi::favicon', config: { path: 'public/favicon.png' } },
    'strapi::public',
  ];
};
