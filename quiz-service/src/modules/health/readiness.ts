import type { Readiness } from '@apogee/contracts/health';
import type { Database } from '../../db/database';
import type { ContentChangeBus } from '../../lib/content-change-bus';

/** Short: a balancer polls often, and a dependency slower than this is as good as away. */
const CHECK_TIMEOUT_MS = 1000;
/** Checks are reused this long, so polling readiness costs the dependencies nothing. */
const CACHE_MS = 1000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface ReadinessDeps {
  db: Database;
  bus: ContentChangeBus | null;
  cmsUrl: string;
  isDraining(): boolean;
}

type Checks = Omit<Readiness['checks'], 'draining'>;

/** Whether this replica should get traffic: its database, Redis and CMS answer, and it is not draining. */
export function createReadiness(deps: ReadinessDeps) {
  let cached: { at: number; checks: Promise<Checks> } | undefined;

  async function runChecks(): Promise<Checks> {
    const [database, redis, cms] = await Promise.all([
      withTimeout(deps.db.query('select 1'), CHECK_TIMEOUT_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      deps.bus
        ? withTimeout(deps.bus.ping(), CHECK_TIMEOUT_MS).then(
            (ok) => (ok ? ('up' as const) : ('down' as const)),
            () => 'down' as const,
          )
        : Promise.resolve('unused' as const),
      fetch(`${deps.cmsUrl}/_health`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
        (res) => (res.ok ? ('up' as const) : ('down' as const)),
        () => 'down' as const,
      ),
    ]);
    return { database, redis, cms };
  }

  return async function check(): Promise<Readiness> {
    const now = Date.now();
    // One check at a time: concurrent polls share the one in flight.
    if (!cached || now - cached.at >= CACHE_MS) cached = { at: now, checks: runChecks() };
    const checks = await cached.checks;
    const draining = deps.isDraining();
    const ready =
      !draining && checks.database === 'up' && checks.cms === 'up' && checks.redis !== 'down';
    return { ready, checks: { ...checks, draining } };
  };
}
