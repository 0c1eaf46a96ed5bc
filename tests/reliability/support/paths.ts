import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Every log line the reliability run captured goes here, for the secrets check. */
export const LOG_DIR = `${ROOT}.data/reliability/logs`;
