// Bodies are refused by size before anything parses them. The web's own endpoints (server
// functions, the CMS webhook, pages) take a few kilobytes at most. A body for the quiz-service
// meets its route's limit here already (the shared table, @apogee/contracts/body-limits):
// the service closes the connection after a 413, and a proxy still sending the body would lose
// that answer and tell the reader the service is unavailable. Uploads (multipart) stream
// through with a ceiling above the largest; the service applies their own limits.
import { BODY_TOO_LARGE, bodyTooLargeMessage } from '@apogee/contracts/body-limits';
import type { ServerRequest } from 'srvx';

/** The web's own endpoints: server functions send their data in the URL, the webhook a line. */
export const WEB_BODY_LIMIT = 16 * 1024;
/** Ceiling of an upload proxied to /api/*: a 100 MB story video and its multipart envelope. */
export const PROXY_BODY_LIMIT = 101 * 1024 * 1024;

/** The 413 answer, in the quiz-service's words and error shape, so the site's forms show it. */
export function bodyTooLarge(limit: number): Response {
  return Response.json(
    { error: { code: BODY_TOO_LARGE, message: bodyTooLargeMessage(limit) } },
    { status: 413, headers: { connection: 'close' } },
  );
}

/** True when the request announces a body longer than `limit`. */
export function announcesMoreThan(request: Request, limit: number): boolean {
  const length = Number(request.headers.get('content-length') ?? 0);
  return Number.isFinite(length) && length > limit;
}

/**
 * The request's body if it holds at most `limit` bytes, else null; a body without
 * Content-Length (chunked) is read only up to the limit.
 */
export async function readBoundedBody(
  request: Request,
  limit: number,
): Promise<Buffer<ArrayBuffer> | null> {
  if (!request.body) return Buffer.alloc(0);
  if (announcesMoreThan(request, limit)) {
    request.body.cancel().catch(() => undefined);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The request with its body read into memory if it holds at most `limit` bytes, or the 413
 * answer.
 */
export async function withBoundedBody(
  request: ServerRequest,
  limit: number,
): Promise<ServerRequest | Response> {
  if (!request.body) return request;
  const body = await readBoundedBody(request, limit);
  if (!body) return bodyTooLarge(limit);
  const bounded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  });
  // The address the server saw, which the app reads for rate limits (srvx's request.ip).
  Object.defineProperty(bounded, 'ip', { value: request.ip, enumerable: true });
  return bounded as ServerRequest;
}
