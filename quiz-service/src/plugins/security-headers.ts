import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer (helmet). The service answers JSON and avatar images, never
 * pages, so its policy allows nothing to run or be framed. Browsers see these answers through
 * the web's /api proxy; HSTS is sent only when the public site is served over https.
 */
export const securityHeadersPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: publicUrl.startsWith('https:')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    });
  },
  { name: 'security-headers' },
);
