// Bodies the web server reads itself are small: its own endpoints (server functions, the CMS
// webhook, pages) take a few kilobytes at most, and are refused at once beyond that, before
// TanStack Start parses anything. Bodies for the quiz-service stream through its proxy: the
// service applies each route's own limit, the web only a ceiling above the largest upload.

/** The web's own endpoints: server functions send their data in the URL, the webhook a line. */
export const WEB_BODY_LIMIT = 16 * 1024;
/** Ceiling of a body proxied to /api/*: a 100 MB story video and its multipart envelope. */
export const PROXY_BODY_LIMIT = 101 * 1024 * 1024;

/** The 413 answer, in the quiz-service's error shape so the site's forms can show it. */
export function bodyTooLarge(limit) {
  const size =
    limit >= 1024 * 1024 ? `${Math.floor(limit / (1024 * 1024))} MB` : `${limit / 1024} KB`;
  return Response.json(
    {
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: `The request body is too large: this address accepts at most ${size}.`,
      },
    },
    { status: 413, headers: { connection: 'close' } },
  );
}

/** True when the request announces a body longer than `limit`. */
export function announcesMoreThan(request, limit) {
  const length = Number(request.headers.get('content-length') ?? 0);
  return Number.isFinite(length) && length > limit;
}

/**
 * The request with its body read into memory if it holds at most `limit` bytes, or the 413
 * answer. A body without Content-Length (chunked) is read only up to the limit.
 *
 * @param {Request} request
 * @param {number} limit
 * @returns {Promise<Request | Response>}
 */
export async function withBoundedBody(request, limit) {
  if (!request.body) return request;
  if (announcesMoreThan(request, limit)) {
    request.body.cancel().catch(() => undefined);
    return bodyTooLarge(limit);
  }
  const chunks = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => undefined);
      return bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const bounded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: Buffer.concat(chunks),
    signal: request.signal,
  });
  // The address the server saw, which the app reads for rate limits (srvx's request.ip).
  Object.defineProperty(bounded, 'ip', { value: request.ip, enumerable: true });
  return bounded;
}
