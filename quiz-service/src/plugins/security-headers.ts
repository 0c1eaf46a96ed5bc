import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer (helmet). The service answers JSON and avatar images, never
 * pages, so its policy allows nothing to run or be framed. Browsers see these answers through
 * the web's /api proxy; HSTS is sent only when the public site is served over https.
 *
 * helmet's middleware is made once, here: @fastify/helmet made it again on every request
 * (parsing the policy each time), a few percent of the service's time under load
 * (docs/performance.md, "Security headers").
 */
export const securityHeadersPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const setHeaders = helmet({
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
    // helmet 8 throws its errors (a wrong option, at start) and calls next without one.
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers' },
);
