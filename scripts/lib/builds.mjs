// "Build whatever is missing": each part is rebuilt when its output is absent or any of its
// sources changed after the last successful build, so a second `npm start` starts at once.
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { at } from './paths.mjs';
import { run } from './run.mjs';

const ignored = new Set([
  'node_modules',
  'dist',
  '.strapi',
  '.tmp',
  'uploads',
  'generated',
  '.tanstack',
]);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (ignored.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export const parts = [
  {
    name: 'quiz-service',
    sources: [
      'quiz-service/src',
      'quiz-service/migrations',
      'quiz-service/package.json',
      'packages/contracts/src',
      'packages/env-file/src',
      'packages/service-plumbing/src',
    ],
    stamp: 'quiz-service/dist/.build-stamp',
    build: () => run('npm', ['run', 'build', '-w', '@apogee/quiz-service']),
  },
  {
    name: 'web',
    sources: [
      'web/src',
      'web/public',
      'web/server',
      'web/tools',
      'web/vite.config.ts',
      'web/package.json',
      'packages/contracts/src',
      'packages/env-file/src',
      'packages/service-plumbing/src',
    ],
    stamp: 'web/dist/.build-stamp',
    build: () => run('npm', ['run', 'build', '-w', '@apogee/web']),
  },
  {
    name: 'cms',
    sources: ['cms/src', 'cms/config', 'cms/package.json', 'cms/tsconfig.json'],
    stamp: 'cms/dist/.build-stamp',
    build: () => run('npm', ['run', 'build'], { cwd: at('cms') }),
  },
];

export function isFresh(part) {
  const stamp = at(part.stamp);
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return part.sources.every((source) => newestMtime(at(source)) <= built);
}

/** Builds every stale part, one after another (the machine has two cores). */
export async function buildMissing({ force = false, log = console.log } = {}) {
  for (const part of parts) {
    if (!force && isFresh(part)) {
      log(`[build] ${part.name}: up to date`);
      continue;
    }
    log(`[build] ${part.name}: building…`);
    const started = Date.now();
    const code = await part.build();
    if (code !== 0) throw new Error(`${part.name} build failed (exit ${code})`);
    mkdirSync(path.dirname(at(part.stamp)), { recursive: true });
    writeFileSync(at(part.stamp), new Date().toISOString());
    log(`[build] ${part.name}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}
