import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** @fastify/multipart's count limits, in the service's words (its own are "reach … limit"). */
const LIMIT_ERRORS: Record<string, [code: string, message: string]> = {
  FST_FIELDS_LIMIT: ['FORM_TOO_MANY_FIELDS', 'This form has more fields than it can take.'],
  FST_PARTS_LIMIT: ['FORM_TOO_MANY_PARTS', 'This form has more parts than it can take.'],
  FST_FILES_LIMIT: ['FORM_TOO_MANY_FILES', 'Send one file at a time.'],
};

/**
 * Call first thing when reading a multipart body fails (a limit reached, a file too large,
 * a broken form): it stops the parser and returns the error to answer with.
 *
 * Busboy keeps parsing after a limit, only to skip what follows, and a hostile form of
 * thousands of tiny fields costs it tens of milliseconds of event loop per 64 KB read. The
 * refusal reaches this catch before the socket's next read is handed over, so unpiping here
 * leaves busboy at most the read it was in; the rest of the body is read and dropped
 * unparsed, so the answer can still be sent on the same connection.
 */
export function stopReadingForm(request: FastifyRequest, error: unknown): unknown {
  request.raw.unpipe();
  request.raw.resume();
  const limit = LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
  return limit ? new AppError(413, limit[0], limit[1]) : error;
}
