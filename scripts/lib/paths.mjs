import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const at = (...parts) => path.join(root, ...parts);
/** Embedded databases, outbox, avatars and generated local secrets live here. */
export const defaultDataDir = at('.data');
