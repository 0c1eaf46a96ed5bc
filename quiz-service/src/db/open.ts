import type { Config } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(config: Config['database']): Promise<Database> {
  return config.url
    ? openPostgres(config.url, config.schema, config.poolSize)
    : openPglite(config.pgliteDir);
}
