import type { FastifyError, FastifyInstance } from 'fastify';
import { bodyTooLargeMessage } from '../lib/body-limits';
import { AppError } from '../lib/errors';

/**
 * Which field of an error answer the old clients read (docs/product/rest-adapter.md): most show
 * `message`, sign-up and the reset wizard show `error`, login shows `Error`, and checkauth reads
 * `Status`.
 */
export type LegacyErrorShape = 'message' | 'error' | 'Error' | 'Status';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The error field of a REST-adapter path (default `message`). */
    legacyError?: LegacyErrorShape;
  }
}

export function legacyErrorBody(shape: LegacyErrorShape, message: string) {
  if (shape === 'Status') return { Status: 'Failed', Error: message };
  return { [shape]: message };
}

const INTERNAL = 'Something went wrong on our side. Please try again.';

/**
 * The adapter's error handler: the same statuses as the JSON API (400, 401, 403, 404, 409,
 * 429, 502 …), with the body in the old shape of each path; details of 5xx stay in the log.
 */
export function useLegacyErrors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const shape = request.routeOptions.config.legacyError ?? 'message';
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      if (err.statusCode >= 500)
        request.log.warn(
          { code: err.code, reason: (err as { reason?: string }).reason },
          err.message,
        );
      return reply.status(err.statusCode).send(legacyErrorBody(shape, err.message));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'This content type is not accepted here.'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? bodyTooLargeMessage(request)
            : err.name === 'SyntaxError' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? 'The request body is not valid JSON.'
              : err.message;
      return reply.status(status).send(legacyErrorBody(shape, message));
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(legacyErrorBody(shape, INTERNAL));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}
