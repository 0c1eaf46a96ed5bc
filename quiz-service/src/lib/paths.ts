import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The quiz-service folder (the one holding migrations/ and data/), found by walking up from
 * this module, so it is the same whether the code runs from src/ (tsx, vitest) or dist/.
 */
function findServiceRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'migrations')) && existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the quiz-service folder (migrations/ is missing).');
}

export const serviceRoot = findServiceRoot();
export const repoRoot = resolve(serviceRoot, '..');
export const migrationsDir = join(serviceRoot, 'migrations');
export const dataFilesDir = join(serviceRoot, 'data');
