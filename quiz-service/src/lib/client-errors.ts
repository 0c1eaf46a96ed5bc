import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** Longest request head (request line and headers) the service reads: Node's default, stated. */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * A request's head must arrive within this time, and the whole request (a 100 MB story video
 * included) within REQUEST_TIMEOUT_MS, the web proxy's own timeout: a client that drips its
 * bytes holds a connection no longer than that, and never the event loop.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 120_000;

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.'],
};
const NOT_HTTP: [number, string, string] = [400, 'BAD_REQUEST', 'The request is not valid HTTP.'];

/**
 * Requests Node refuses before Fastify sees them (too-large headers, a head or body that
 * arrives too slowly, broken HTTP) answer in the service's one error shape, then the
 * connection is closed: what follows on it cannot be trusted to be a new request.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = ANSWERS[error.code ?? ''] ?? NOT_HTTP;
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
