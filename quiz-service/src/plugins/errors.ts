import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@apogee/contracts/errors';
import { BODY_TOO_LARGE } from '@apogee/contracts/body-limits';
import { bodyTooLargeMessage } from '../lib/body-limits';
import { AppError } from '../lib/errors';

function body(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Fastify's own client errors (bad JSON, too large, wrong content type) in our words. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/** The one error handler: `{ error: { code, message, fields? } }`, details of 5xx hidden. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
      if (err instanceof AppError) {
        if (err.headers) reply.headers(err.headers);
        return reply.status(err.statusCode).send(body(err.code, err.message, err.fields));
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && bodyTooLargeMessage(request)) ||
          (err.code && FASTIFY_MESSAGES[err.code]) ||
          (err.code === 'SyntaxError' || err.name === 'SyntaxError'
            ? 'The request body is not valid JSON.'
            : err.message);
        const code = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? BODY_TOO_LARGE : err.code;
        return reply.status(status).send(body(code ?? 'BAD_REQUEST', message));
      }
      request.log.error({ err }, 'request failed');
      return reply
        .status(500)
        .send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
    });
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send(
          body('NOT_FOUND', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`),
        ),
    );
  },
  { name: 'errors' },
);
