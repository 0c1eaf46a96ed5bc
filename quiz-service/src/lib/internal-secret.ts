import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** True when the request carries `Authorization: Bearer <secret>`, compared in constant time. */
function hasSecret(request: FastifyRequest, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The internal routes the CMS and the operators' commands call (the webhook, the search index's
 * rebuild) carry CACHE_PURGE_SECRET; as an onRequest hook, checked before the body is read, so
 * strangers learn nothing about its shape.
 */
export function requirePurgeSecret(secret: string) {
  return async (request: FastifyRequest) => {
    if (!hasSecret(request, secret))
      throw new AppError(401, 'UNAUTHORIZED', 'A valid purge secret is required.');
  };
}
