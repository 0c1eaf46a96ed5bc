// GET /health/live and /health/ready of the web server, for a load balancer.
import type { Readiness } from '@apogee/contracts/health';

/** Short: a balancer polls often, and a CMS slower than this is as good as away. */
const CHECK_TIMEOUT_MS = 1000;
/** The CMS check is reused this long, so polling readiness costs the CMS nothing. */
const CACHE_MS = 1000;

export interface WebReadinessDeps {
  cmsUrl: string;
  redis(): 'up' | 'down' | 'unused';
  isDraining(): boolean;
  fetch?: typeof fetch;
}

export function createWebReadiness(deps: WebReadinessDeps) {
  const get = deps.fetch ?? fetch;
  let cached: { at: number; cms: Promise<'up' | 'down'> } | undefined;
  const checkCms = () =>
    get(`${deps.cmsUrl}/_health`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
      (res) => (res.ok ? ('up' as const) : ('down' as const)),
      () => 'down' as const,
    );

  async function readiness(): Promise<Readiness> {
    const now = Date.now();
    // Concurrent polls share the one check in flight.
    if (!cached || now - cached.at >= CACHE_MS) cached = { at: now, cms: checkCms() };
    const cms = await cached.cms;
    const redis = deps.redis();
    const draining = deps.isDraining();
    return {
      ready: !draining && cms === 'up' && redis !== 'down',
      checks: { redis, cms, draining },
    };
  }

  /** The answer to /health/live or /health/ready, or null for any other path. */
  return async function answer(pathname: string): Promise<Response | null> {
    const noStore = { 'cache-control': 'no-store' };
    if (pathname === '/health/live') return Response.json({ live: true }, { headers: noStore });
    if (pathname !== '/health/ready') return null;
    const result = await readiness();
    return Response.json(result, { status: result.ready ? 200 : 503, headers: noStore });
  };
}
