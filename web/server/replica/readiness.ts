// GET /health/live and /health/ready of the web server, for a load balancer.
import type { Readiness } from '@apogee/contracts/health';
import { checkCms, reusedFor } from '@apogee/service-plumbing/readiness';

export interface WebReadinessDeps {
  cmsUrl: string;
  redis(): 'up' | 'down' | 'unused';
  isDraining(): boolean;
  fetch?: typeof fetch;
}

/**
 * The CMS has a second to answer, and its answer serves every poll for a second
 * (@apogee/service-plumbing/readiness, as the quiz-service's); Redis is the subscriber's own
 * state, read without a round trip.
 */
export function createWebReadiness(deps: WebReadinessDeps) {
  const cms = reusedFor(() => checkCms(deps.cmsUrl, deps.fetch));

  async function readiness(): Promise<Readiness> {
    const cmsState = await cms();
    const redis = deps.redis();
    const draining = deps.isDraining();
    return {
      ready: !draining && cmsState === 'up' && redis !== 'down',
      checks: { redis, cms: cmsState, draining },
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
