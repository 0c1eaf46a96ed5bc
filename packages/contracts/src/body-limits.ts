// How many bytes of body each quiz-service route reads, in one place shared by the service
// (which applies them as routes register, quiz-service/src/lib/body-limits.ts) and the web
// server (which refuses a body its route would refuse before forwarding it).

/** Sign-up, login, comments (2,000 characters), quiz answers: a few kilobytes at most. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Form-encoded bodies (RFC 8058 one-click unsubscribe posts "List-Unsubscribe=One-Click"):
 * a short marker, so at most a few dozen fields fit.
 */
export const FORM_BODY_LIMIT = 1024;

/**
 * The site's own HTML forms, posted form-encoded when the scripts have not run: their fields
 * percent-encoded take up to 9 bytes a character (12 for a character outside the BMP, which
 * counts as two). A 2,000-character comment fits in 24 KB; a 100-character name and a
 * 254-character address in 4 KB.
 */
export const ROUTE_FORM_BODY_LIMITS: Readonly<Record<string, number>> = {
  'POST /api/comments': 24 * 1024,
  'POST /api/newsletter/subscribe': 4 * 1024,
};

/** The form-encoded body limit of one route. */
export function formBodyLimit(method: string, path: string): number {
  return ROUTE_FORM_BODY_LIMITS[`${method} ${path}`] ?? FORM_BODY_LIMIT;
}

/**
 * Routes that carry more than the default, by method and path. Paths are literal (no
 * `:param`), so the web matches them to the paths it forwards as they are. A contact message
 * is up to 5,000 characters, which JSON may write with up to 6 bytes each (\u escapes).
 */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  'POST /api/contact': 32 * 1024,
  'POST /api/legacy/contact/addcontact': 32 * 1024,
  // A newsletter's rendered HTML and text (pictures are links, not attachments).
  'POST /api/internal/newsletter/sends': 512 * 1024,
  'POST /api/internal/newsletter/test': 512 * 1024,
};

/** The JSON body limit of one route. */
export function routeBodyLimit(method: string, path: string): number {
  return ROUTE_BODY_LIMITS[`${method} ${path}`] ?? DEFAULT_BODY_LIMIT;
}

/**
 * The limit a request's body meets, by its route and content type; null for multipart
 * uploads, whose files and fields have their own limits where each module reads them.
 */
export function requestBodyLimit(
  method: string,
  path: string,
  contentType: string | null | undefined,
): number | null {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('multipart/')) return null;
  return type.startsWith('application/x-www-form-urlencoded')
    ? formBodyLimit(method, path)
    : routeBodyLimit(method, path);
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.floor(bytes / (1024 * 1024))} MB`
    : `${Math.floor(bytes / 1024)} KB`;

/** The 413 message: says how much the address takes, so a client can tell what went wrong. */
export function bodyTooLargeMessage(limit: number): string {
  return `The request body is too large: this address accepts at most ${size(limit)}.`;
}

/** The error code of every 413 for a body, from the service and the web alike. */
export const BODY_TOO_LARGE = 'BODY_TOO_LARGE';
