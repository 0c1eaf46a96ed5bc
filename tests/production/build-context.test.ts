import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argsOf, parseDockerfile } from './support/dockerfile';
import { builtServices, readRepoFile, repoRoot } from './support/repository';

/** A .dockerignore pattern as a regular expression over paths relative to the context. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((part) =>
      part === '**'
        ? '.*'
        : part
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]'),
    )
    .join('/')
    .replace(/^\.\*\//, '(?:.*/)?');
  return new RegExp(`^${source}$`);
}

const ignoreRules = readRepoFile('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => ({
    exclude: !line.startsWith('!'),
    regexp: patternToRegExp(line.replace(/^!/, '')),
  }));

/** Docker's rule: the last matching pattern wins; a path is excluded with its parent folder. */
function isIgnored(path: string): boolean {
  const parts = path.split('/');
  for (let depth = 1; depth <= parts.length; depth++) {
    const prefix = parts.slice(0, depth).join('/');
    let ignored = false;
    for (const rule of ignoreRules) if (rule.regexp.test(prefix)) ignored = rule.exclude;
    if (ignored) return true;
  }
  return false;
}

describe('the build context', () => {
  it('leaves out installs, builds, local data and secrets', () => {
    for (const path of [
      'node_modules/react/index.js',
      'web/node_modules/x',
      'cms/node_modules/@strapi/strapi/package.json',
      'web/dist/server/server.js',
      'cms/dist/build/index.html',
      '.data/secrets.env',
      '.env',
      '.git/HEAD',
      'cms/public/uploads/picture.jpg',
    ])
      expect(isIgnored(path), path).toBe(true);
    expect(isIgnored('.env.example')).toBe(false);
    expect(isIgnored('cms/public/uploads/.gitkeep')).toBe(false);
  });

  it.each(builtServices)(
    '%s/Dockerfile copies only files that exist and reach the build context',
    (name) => {
      const dockerfile = parseDockerfile(readRepoFile(`${name}/Dockerfile`));
      const sources = dockerfile.stages.flatMap((stage) =>
        argsOf(stage, 'COPY')
          .filter((copy) => !copy.includes('--from='))
          .flatMap((copy) =>
            copy
              .split(/\s+/)
              .filter((word) => !word.startsWith('--'))
              .slice(0, -1),
          ),
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) {
        const path = source.replace(/\/$/, '');
        expect(existsSync(join(repoRoot, path)), `${source} exists`).toBe(true);
        expect(isIgnored(path), `${source} is not in .dockerignore`).toBe(false);
      }
    },
  );

  it.each(builtServices)(
    '%s/Dockerfile takes from its build stages only what the repository or the build provides',
    (name) => {
      const dockerfile = parseDockerfile(readRepoFile(`${name}/Dockerfile`));
      const sources = dockerfile.stages.flatMap((stage) =>
        argsOf(stage, 'COPY')
          .filter((copy) => copy.includes('--from='))
          .flatMap((copy) =>
            copy
              .split(/\s+/)
              .filter((word) => !word.startsWith('--'))
              .slice(0, -1),
          ),
      );
      for (const source of sources) {
        const path = source.replace(/^\/app\/?/, '').replace(/\/$/, '');
        // Installed or built inside the image.
        if (path === '' || /(^|\/)(node_modules|dist)$/.test(path) || path === 'package.json')
          continue;
        const tracked = execFileSync('git', ['ls-files', '--', path], {
          cwd: repoRoot,
          encoding: 'utf8',
        });
        expect(tracked, `${source} is in the repository`).not.toBe('');
      }
    },
  );
});
