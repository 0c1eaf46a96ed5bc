import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_BODY_LIMIT,
  FORM_BODY_LIMIT,
  bodyTooLargeMessage as messageFor,
  requestBodyLimit,
  routeBodyLimit,
} from '@apogee/contracts/body-limits';

/**
 * How many bytes of body each route reads: the table is in @apogee/contracts/body-limits,
 * shared with the web server, which refuses a body its route would refuse before forwarding
 * it. Every route gets DEFAULT_BODY_LIMIT (a route added later too); the few that carry more
 * are listed there. The limit is checked against Content-Length before any byte is read, and
 * while a chunked body streams in, so a large body is refused at once and never reaches the
 * JSON parser or the validators.
 *
 * Multipart uploads (avatars, stories) are not parsed by Fastify's body reader: their files
 * and fields keep the limits given to @fastify/multipart where each module registers it.
 */
export { DEFAULT_BODY_LIMIT, FORM_BODY_LIMIT };

/** The limit of one route, from its method and path as registered. */
export const bodyLimitFor = routeBodyLimit;

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

/** The 413 message of this request: the limit its route and content type meet. */
export function bodyTooLargeMessage(request: FastifyRequest): string {
  const limit =
    requestBodyLimit(
      request.method,
      request.routeOptions.url ?? '',
      request.headers['content-type'],
    ) ??
    // Multipart: the route's own limit stands for the envelope.
    request.routeOptions.bodyLimit ??
    DEFAULT_BODY_LIMIT;
  return messageFor(limit);
}
