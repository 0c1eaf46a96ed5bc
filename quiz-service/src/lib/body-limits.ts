import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How many bytes of body each route reads, in one place. Every route gets DEFAULT_BODY_LIMIT
 * (a route added later too); the few that carry more are listed below. The limit is checked
 * against Content-Length before any byte is read, and while a chunked body streams in, so a
 * large body is refused at once and never reaches the JSON parser or the validators.
 *
 * Multipart uploads (avatars, stories) are not parsed by Fastify's body reader: their files
 * and fields keep the limits given to @fastify/multipart where each module registers it.
 */

/** Sign-up, login, comments (2,000 characters), quiz answers: a few kilobytes at most. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Form-encoded bodies (RFC 8058 one-click unsubscribe posts "List-Unsubscribe=One-Click"):
 * a short marker, so at most a few dozen fields fit.
 */
export const FORM_BODY_LIMIT = 1024;

/**
 * Routes that carry more than the default. A contact message is up to 5,000 characters,
 * which JSON may write with up to 6 bytes each (\u escapes), plus name and subject.
 */
const ROUTE_BODY_LIMITS: Record<string, number> = {
  'POST /api/contact': 32 * 1024,
  'POST /api/legacy/contact/addcontact': 32 * 1024,
};

/** The limit of one route, from its method and path as registered (`:param` included). */
export function bodyLimitFor(method: string, url: string): number {
  return ROUTE_BODY_LIMITS[`${method} ${url}`] ?? DEFAULT_BODY_LIMIT;
}

/**
 * Gives every route its limit as it is registered, so no module's routes list a limit of
 * their own. Must be added before the routes are registered.
 */
export function useBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limits = methods.map((method) => bodyLimitFor(method, route.url ?? route.path));
    const largest = Math.max(...limits);
    // Leave the default to the server (and to content-type parsers with their own, smaller
    // limit, such as the newsletter's form parser): only exceptions are set on the route.
    if (largest !== DEFAULT_BODY_LIMIT) route.bodyLimit = largest;
  });
}

const kilobytes = (bytes: number) => `${Math.floor(bytes / 1024)} KB`;

/** The 413 message: says how much this address takes, so a client can tell what went wrong. */
export function bodyTooLargeMessage(request: FastifyRequest): string {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  const limit = type.startsWith('application/x-www-form-urlencoded')
    ? FORM_BODY_LIMIT
    : (request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT);
  return `The request body is too large: this address accepts at most ${kilobytes(limit)}.`;
}
