import type { Readiness } from '@apogee/contracts/health';
import { checkCms, reusedFor, stateOf } from '@apogee/service-plumbing/readiness';
import type { Database } from '../../db/database';
import type { ContentChangeBus } from '../../lib/content-change-bus';

export interface ReadinessDeps {
  db: Database;
  bus: ContentChangeBus | null;
  cmsUrl: string;
  isDraining(): boolean;
}

type Checks = Omit<Readiness['checks'], 'draining'>;

/**
 * Whether this replica should get traffic: its database, Redis and CMS answer, and it is not
 * draining. Each check has a second to answer, and one round serves every poll for a second
 * (@apogee/service-plumbing/readiness, as the web server's).
 */
export function createReadiness(deps: ReadinessDeps) {
  const checks = reusedFor(async (): Promise<Checks> => {
    const [database, redis, cms] = await Promise.all([
      stateOf(deps.db.query('select 1')),
      deps.bus ? stateOf(deps.bus.ping()) : Promise.resolve('unused' as const),
      checkCms(deps.cmsUrl),
    ]);
    return { database, redis, cms };
  });

  return async function check(): Promise<Readiness> {
    const current = await checks();
    const draining = deps.isDraining();
    const ready =
      !draining && current.database === 'up' && current.cms === 'up' && current.redis !== 'down';
    return { ready, checks: { ...current, draining } };
  };
}
