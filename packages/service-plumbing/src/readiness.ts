// What the web server's and the quiz-service's readiness probes (/health/ready,
// /api/health/ready) have in common: each dependency gets a short time to answer, and one
// round of checks serves every poll for a second, so a balancer polling often costs the
// dependencies nothing. Each process lists its own dependencies (web/server/replica/readiness.ts,
// quiz-service/src/modules/health/readiness.ts).

/** Short: a balancer polls often, and a dependency slower than this is as good as away. */
export const READINESS_CHECK_TIMEOUT_MS = 1000;
/** How long one round of checks answers the polls. */
export const READINESS_REUSE_MS = 1000;

export type DependencyState = 'up' | 'down';

/** `work`, or a rejection once `ms` have passed. */
export function withTimeout<T>(work: Promise<T>, ms = READINESS_CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * 'up' when the check resolves within the time limit (to anything but `false`: a PING's
 * answer, a query's rows), 'down' when it rejects, times out or resolves to `false`.
 */
export function stateOf(check: Promise<unknown>): Promise<DependencyState> {
  return withTimeout(check).then(
    (ok) => (ok === false ? 'down' : 'up'),
    () => 'down',
  );
}

/** Whether the CMS answers its `/_health` with a 2xx within the time limit. */
export function checkCms(
  cmsUrl: string,
  get: typeof fetch = (input, init) => fetch(input, init),
): Promise<DependencyState> {
  return get(`${cmsUrl}/_health`, {
    signal: AbortSignal.timeout(READINESS_CHECK_TIMEOUT_MS),
  }).then(
    (res) => (res.ok ? 'up' : 'down'),
    () => 'down',
  );
}

/**
 * `run`, its result reused for `ms`: concurrent polls share the one round in flight, and a new
 * round starts only once `ms` have passed since the last began.
 */
export function reusedFor<T>(run: () => Promise<T>, ms = READINESS_REUSE_MS): () => Promise<T> {
  let cached: { at: number; result: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= ms) cached = { at: now, result: run() };
    return cached.result;
  };
}
