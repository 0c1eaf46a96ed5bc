import { Stream } from 'node:stream';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/**
 * PostgreSQL text cannot hold a NUL character, so a NUL anywhere in a request's JSON body,
 * query or path would only surface as a database error (a 500). Every route refuses it here,
 * before validation, with one clear message.
 */
export const NUL_CHARACTER_MESSAGE = 'Text may not contain NUL characters.';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  // A streamed body (a CSV import) is checked where it is read; walking its buffers here
  // would cost a byte-by-byte pass. Queries are objects without Object's prototype, so the
  // test is on what a stream or a buffer is, not on the prototype.
  if (value instanceof Stream || ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

export const textInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
        throw badRequest(NUL_CHARACTER_MESSAGE);
      }
    });
  },
  { name: 'text-input' },
);
