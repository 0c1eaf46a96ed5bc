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
 * The internal routes (/api/internal/*) the CMS and the operators' commands call, each behind
 * the secret of its purpose: CMS_WEBHOOK_SECRET for the content-change webhook and the search
 * index's upkeep, NEWSROOM_READ_SECRET for the newsroom's reads of readers' data,
 * NEWSROOM_MAIL_SECRET for the review notices it has e-mailed. One leaked secret opens one
 * purpose only. As an onRequest hook, checked before the body is read, so strangers learn
 * nothing about its shape. The web answers 404 for these paths: they are not on the site.
 */
export function requireSecret(secret: string) {
  return async (request: FastifyRequest) => {
    if (!hasSecret(request, secret))
      throw new AppError(401, 'UNAUTHORIZED', 'A valid secret is required.');
  };
}
