import {
  BROWSER_SESSION_IDLE_MINUTES,
  REMEMBERED_SESSION_IDLE_DAYS,
} from '@apogee/contracts/account-security';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Absolute ends: "remember me" lasts 30 days; otherwise the row expires after a day. */
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;
export const BROWSER_SESSION_MS = DAY_MS;

/** Idle ends (docs/security.md): 30 minutes for a browser session, 3 days when remembered. */
export const BROWSER_SESSION_IDLE_MS = BROWSER_SESSION_IDLE_MINUTES * MINUTE_MS;
export const REMEMBERED_SESSION_IDLE_MS = REMEMBERED_SESSION_IDLE_DAYS * DAY_MS;

/**
 * last_seen_at is written only when it is older than this: reading a session stays a read on
 * almost every request, and the idle end is still exact to the minute.
 */
export const LAST_SEEN_STEP_MS = MINUTE_MS;

/** Whether a session last marked used at `lastSeenAt` is to be marked again now. */
export const isDueForMark = (lastSeenAt: Date, now = Date.now()) =>
  now - lastSeenAt.getTime() > LAST_SEEN_STEP_MS;

/** How long a session row `s` may stay unused, as SQL. */
const IDLE_LIMIT = `case when s.remember then interval '${REMEMBERED_SESSION_IDLE_DAYS} days' else interval '${BROWSER_SESSION_IDLE_MINUTES} minutes' end`;

/** SQL condition on a session row aliased `s`: neither revoked, nor past its end, nor idle too long. */
export const OPEN_SESSION = `s.revoked_at is null and s.expires_at > now() and s.last_seen_at > now() - ${IDLE_LIMIT}`;

/**
 * A subquery giving the `user_id` (and `last_seen_at`, for markSessionUsed) of the session
 * whose id is the statement's parameter `sessionIdParam` ('$1'), when that session is open.
 * The one piece of SQL the accounts module gives other modules: a statement acting for a
 * session in one round trip (saving a quiz answer, docs/performance.md) selects from it,
 * knowing nothing of the sessions table.
 */
export function openSessionUser(sessionIdParam: `$${number}`): string {
  return `select s.user_id, s.last_seen_at from sessions s
    where s.id = ${sessionIdParam}::uuid and ${OPEN_SESSION}`;
}

/**
 * The open sessions among the uuid[] parameter `sessionIdsParam`, as rows of `session_id` and
 * `user_id`: openSessionUser for a statement that acts for several sessions at once (a batch of
 * quiz answers).
 */
export function openSessionUsers(sessionIdsParam: `$${number}`): string {
  return `select s.id as session_id, s.user_id from sessions s
    where s.id = any(${sessionIdsParam}::uuid[]) and ${OPEN_SESSION}`;
}
