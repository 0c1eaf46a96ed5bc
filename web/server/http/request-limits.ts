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
 * How much of a refused body is read and thrown away before the 413 goes out. The answer closes
 * the connection; closed while the client is still sending, the client's next write fails and
 * its operating system drops the 413 it had received, so the reader sees a broken connection
 * instead of the message. A body up to this size is cheap to read to its end; a larger one is
 * cut off at once, its sender left with the broken connection.
 */
export const REFUSED_BODY_READ_LIMIT = 8 * 1024 * 1024;

/** Reads the rest of a refused body without keeping it; false when it passes `budget` bytes. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number) {
  let left = budget;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      left -= value.byteLength;
      if (left < 0) {
        reader.cancel().catch(() => undefined);
        return false;
      }
    }
  } catch {
    // The client went away mid-body: there is nobody left to answer.
    return false;
  }
}

/**
 * The request's body if it holds at most `limit` bytes, else null; a body without
 * Content-Length (chunked) is kept only up to the limit. A refused body of up to
 * REFUSED_BODY_READ_LIMIT is read to its end (and dropped) before the refusal.
 */
export async function readBoundedBody(
  request: Request,
  limit: number,
): Promise<Buffer<ArrayBuffer> | null> {
  if (!request.body) return Buffer.alloc(0);
  if (announcesMoreThan(request, limit)) {
    if (announcesMoreThan(request, REFUSED_BODY_READ_LIMIT))
      request.body.cancel().catch(() => undefined);
    else await discardRest(request.body.getReader(), REFUSED_BODY_READ_LIMIT);
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
      await discardRest(reader, REFUSED_BODY_READ_LIMIT - size);
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
