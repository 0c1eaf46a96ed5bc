import { sessionCookieFor } from '@apogee/contracts/session-cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where the browser says the request comes from: its Origin, else its Referer's origin.
 * `undefined` when it says nothing (neither header: a server or an app, not a page);
 * `null` when it names no origin we can compare: `Origin: null` (a sandboxed frame, a data:
 * page, a redirect across sites) without a Referer, or a Referer that is not an address.
 */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const { origin, referer } = request.headers;
  if (origin && origin !== 'null') return origin;
  if (referer) {
    try {
      return new URL(referer).origin;
    } catch {
      return null;
    }
  }
  return origin === 'null' ? null : undefined;
}

/**
 * The cross-site rule of every state-changing route, JSON, form-encoded and the REST adapter
 * alike. A page of another site can make its visitors' browsers post a plain HTML form here
 * (no preflight asks us first): even without the session cookie it could subscribe strangers'
 * addresses to the newsletter or send contact messages and story submissions from each
 * visitor's address, spending their rate limits. So:
 *
 * - a request whose Origin (or Referer) names another origin, or an opaque one, is refused,
 *   whether or not it carries the session cookie;
 * - one with neither header is refused only when it carries the session cookie (browsers send
 *   Origin on every POST, so that is a forged or very old browser using the reader's
 *   session). Without the cookie it is a server or an app (the REST adapter's old clients,
 *   the CMS webhook with its bearer secret, a mail provider's one-click unsubscribe): it has
 *   no ambient credentials a page could borrow, and is let through.
 *
 * Registered at the root before the routes, as an onRequest hook: nothing is parsed, stored
 * or sent for a refused request.
 */
export const originCheckPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const siteOrigin = new URL(publicUrl).origin;
    const sessionCookie = sessionCookieFor(publicUrl).name;
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const claimed = claimedOrigin(request);
      if (claimed === siteOrigin) return;
      if (claimed === undefined && !request.cookies[sessionCookie]) return;
      throw new AppError(
        403,
        'CSRF_REJECTED',
        'This request was refused because it did not come from the site.',
      );
    });
  },
  { name: 'origin-check', dependencies: ['@fastify/cookie'] },
);
