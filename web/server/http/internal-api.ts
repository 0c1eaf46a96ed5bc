// The quiz-service's internal routes (/api/internal/*: the CMS webhook, the newsroom's reads
// and review notices, the search index's upkeep) are for the CMS and the operators' commands,
// which call the service directly. They are not part of the site: the /api proxy answers 404
// for them, as for any address the site does not have.

/** The path as the quiz-service's router would match it: percent escapes read, case kept. */
function routedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    // An escape the service cannot read either (it answers 400): compare it as written.
    return pathname;
  }
}

/** True for /api/internal and everything under it, however its letters are escaped. */
export function isInternalApiPath(pathname: string): boolean {
  const path = routedPath(pathname)
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  return path === '/api/internal' || path.startsWith('/api/internal/');
}

/**
 * The 404 the site answers for them: the quiz-service's own answer for an address it does not
 * have, so from outside they look like none.
 */
export function internalApiNotFound(method: string, pathname: string): Response {
  return Response.json(
    { error: { code: 'NOT_FOUND', message: `No such endpoint: ${method} ${pathname}` } },
    { status: 404 },
  );
}
