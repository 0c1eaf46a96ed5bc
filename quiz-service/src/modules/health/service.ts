import type { Health } from '@apogee/contracts/health';
import type { Database } from '../../db/database';

const PING_TIMEOUT_MS = 2000;

/** Whether the database answers a trivial query within a short time. */
export async function checkHealth(db: Database): Promise<Health> {
  let up: boolean;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
    });
    await Promise.race([db.query('select 1'), timeout]);
    up = true;
  } catch {
    up = false;
  } finally {
    clearTimeout(timer);
  }
  return {
    status: up ? 'ok' : 'degraded',
    database: { driver: db.driver, state: up ? 'up' : 'down' },
  };
}
