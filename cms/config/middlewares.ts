import { cmsEnv } from '../src/env';

export default () => {
  const { publicUrl } = cmsEnv();
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
            'img-src': ["'self'", 'data:', 'blob:'],
            'media-src': ["'self'", 'data:', 'blob:'],
          },
        },
      },
    },
    'strapi::cors',
    'strapi::poweredBy',
    'strapi::query',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};
