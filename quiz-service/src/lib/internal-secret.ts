import type { FastifyRequest } from 'fastify';
import { hasBearerSecret } from '@apogee/service-plumbing/internal-secret';
import { AppError } from './errors';

/**
 * The internal routes (/api/internal/*) the CMS and the operators' commands call, each behind
 * the secret of its purpose: CMS_WEBHOOK_SECRET for the content-change webhook and the search
 * index's upkeep, NEWSROOM_READ_SECRET for the newsroom's reads of readers' data,
 * NEWSROOM_MAIL_SECRET for the review notices it has e-mailed. One leaked secret opens one
 * purpose only. As an onRequest hook, checked before the body is read, so strangers learn
 * nothing about its shape. The check itself (`Authorization: Bearer <secret>`, in constant
 * time) is the one the web server makes too (@apogee/service-plumbing). The web answers 404
 * for these paths: they are not on the site.
 */
export function requireSecret(secret: string) {
  return async (request: FastifyRequest) => {
    if (!hasBearerSecret(request.headers.authorization, secret))
      throw new AppError(401, 'UNAUTHORIZED', 'A valid secret is required.');
  };
}
