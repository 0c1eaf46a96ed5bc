// The `cache` part's budgets (bench/lib/shared-cache.mjs): the shared cache in front of the web.

/** At least this share of what nginx does serving the same bytes from disk. */
export const CACHE_TO_DISK_RATIO = 0.5;
/** A publish visible through the cache within this many milliseconds. */
export const PUBLISH_VISIBLE_MS = 2000;

export function sharedCacheBudgets(c) {
  const budgets = [];
  const add = (id, budget, measured, met) =>
    budgets.push({ id, area: 'Shared cache', budget, measured, met });
  const t = c?.throughput;
  add(
    'cache-article',
    `an article through the shared cache, br, 50 connections: ≥ ${CACHE_TO_DISK_RATIO} × nginx serving the same bytes from disk (median of the pairs), zero errors`,
    t
      ? `${t.cacheRequestsPerSecond} vs ${t.diskRequestsPerSecond} requests/s: ${t.ratio} (${t.runs.length} pairs; ${t.errors} errors)`
      : (c?.error ?? 'not run'),
    t ? t.ratio >= CACHE_TO_DISK_RATIO && t.errors === 0 : null,
  );
  const p = c?.publish;
  add(
    'cache-publish',
    `a publish visible through the cache ≤ ${PUBLISH_VISIBLE_MS / 1000} s (median); a page that does not show it stays a hit`,
    p
      ? `${p.visibleMs === null ? 'never seen' : `${(p.visibleMs / 1000).toFixed(2)} s`} (runs ${p.runs.map((r) => r.visibleMs).join(', ')} ms); unrelated page ${p.unrelatedHit ? 'a hit' : 'NOT a hit'}`
      : 'not run',
    p ? p.visibleMs !== null && p.visibleMs <= PUBLISH_VISIBLE_MS && p.unrelatedHit : null,
  );
  const s = c?.spike;
  add(
    'cache-spike',
    'a spike of 500 connections on one article through the cache: 0 errors, the origin renders it at most once per cache period',
    s
      ? `${s.seconds} s: ${s.requestsPerSecond} requests/s, ${s.errors + s.non2xx} errors; ${s.renders} renders in ${s.originFetches} origin fetches (period ${s.periodSeconds} s: at most ${s.allowedRenders} renders)`
      : 'not run',
    s
      ? s.errors + s.non2xx === 0 &&
          s.periodSeconds > 0 &&
          // Varnish counted fetches its log did not show: the renders cannot be told.
          !(s.originFetches > 0 && !s.fetchesLogged) &&
          s.renders <= s.allowedRenders
      : null,
  );
  const o = c?.outage;
  add(
    'cache-outage',
    'the web stopped: every public page the cache held still served, each asked every second',
    o
      ? `${o.seconds} s, ${o.pages} pages: ${o.asked - o.failed} of ${o.asked} answers served${o.failed ? ` (${o.examples.join('; ')})` : ''}`
      : 'not run',
    o ? o.failed === 0 && o.asked > 0 : null,
  );
  return budgets;
}
