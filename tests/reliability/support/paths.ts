import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/**
 * Where the run keeps its logs (set by the runner: .data/test-reports/logs under npm test,
 * .data/reliability/logs under npm run test:reliability): the processes these tests start
 * write theirs here too, and logs.test.ts searches them all.
 */
export const LOG_DIR = process.env.RELIABILITY_LOG_DIR ?? `${ROOT}.data/reliability/logs`;
