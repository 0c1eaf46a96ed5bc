// Who a page is for: everyone, or the one reader asking. A page for everyone is the same for a
// visitor and a signed-in reader: it is rendered from a request that carries nothing personal
// (no session cookie, only the cookies the render reads), kept and replayed like any shared
// page, and the reader's own parts (the header's account menu, the quiz's question and
// dashboard) are filled in by the browser with a small request of its own. A page that is
// personal by nature is rendered for the reader who asks, and never kept or shared.
// The web server (web/server/server.ts) decides before anything else looks at a page request.
import { carriesSessionCookie } from '@apogee/contracts/session-cookie';
import { SESSION_HINT_HEADER } from '../../src/lib/session/session-hint-header';

/**
 * Pages whose server render is the signed-in reader's own: the pages for signed-in readers only
 * (docs/decisions/004-personal-pages-need-a-session.md; their guard reads the session on the
 * server, `requireUser`), the score dashboard, and the login page (a signed-in reader is sent
 * home). With a session cookie they are rendered for that reader alone; without one they are a
 * visitor's page like any other. A path and everything under it.
 */
export const PERSONAL_PAGES: readonly string[] = [
  '/profile',
  '/edit-profile',
  '/account-security',
  '/all-quiz-analytics',
  '/your-move',
  '/create-story',
  '/reading-list',
  '/login',
];

/**
 * The cookies a page for everyone is rendered with, as the reader sent them: whether the
 * reader has answered the cookie banner (`consentAnswered`, rendered on the server). Every
 * other cookie, the session's first, is left out of the render, so a new cookie the server's
 * render should read must be added here (and becomes part of the kept page's key).
 */
export const SHARED_PAGE_COOKIES: readonly string[] = ['cookieAccepted'];

/** Paths that are never pages: Start's server functions, the CMS webhook, the draft preview. */
const NEVER_SHARED = ['/_serverFn', '/internal', '/preview'];

const under = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

export function isPersonalPage(pathname: string): boolean {
  return PERSONAL_PAGES.some((page) => under(pathname, page));
}

/**
 * `everyone`: the answer may be kept and replayed to anyone whose request reduces to the same
 * (address, shared cookies, session cookie or not). `reader`: rendered for this request alone,
 * with all its cookies (writes, server functions, the draft preview, and personal pages of a
 * reader with a session cookie).
 */
export type PageAudience = 'everyone' | 'reader';

export function pageAudience({
  method,
  pathname,
  cookie,
}: {
  method: string;
  pathname: string;
  cookie: string | null;
}): PageAudience {
  if (method !== 'GET' && method !== 'HEAD') return 'reader';
  if (NEVER_SHARED.some((base) => under(pathname, base))) return 'reader';
  if (carriesSessionCookie(cookie) && isPersonalPage(pathname)) return 'reader';
  return 'everyone';
}

/** The Cookie header a page for everyone is rendered with: the shared cookies only, or null. */
export function sharedPageCookie(cookie: string | null): string | null {
  if (!cookie) return null;
  const kept = cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => SHARED_PAGE_COOKIES.includes(pair.slice(0, pair.indexOf('=')).trim()));
  return kept.length > 0 ? kept.join('; ') : null;
}

/**
 * Makes `request` what its page is rendered from, in place (the app reads the same request):
 * for everyone, its cookies reduced to the shared ones and, when it carried a session cookie,
 * the session hint header set; for the reader, unchanged. A hint header the browser sent is
 * always removed. Returns the audience.
 */
export function prepareForAudience(request: Request): PageAudience {
  const cookie = request.headers.get('cookie');
  const audience = pageAudience({
    method: request.method,
    pathname: new URL(request.url).pathname,
    cookie,
  });
  request.headers.delete(SESSION_HINT_HEADER);
  if (audience === 'reader') return audience;
  const shared = sharedPageCookie(cookie);
  if (shared) request.headers.set('cookie', shared);
  else request.headers.delete('cookie');
  if (carriesSessionCookie(cookie)) request.headers.set(SESSION_HINT_HEADER, '1');
  return audience;
}
