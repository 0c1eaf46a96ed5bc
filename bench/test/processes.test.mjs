import { describe, expect, it } from 'vitest';
import { isNpmWrapper } from '../lib/processes.mjs';

describe('the servers’ resident memory', () => {
  it('leaves out npm and the shell it runs the start script in', () => {
    // /proc/<pid>/cmdline of the stack's processes, split at NUL as processes.mjs reads it.
    expect(isNpmWrapper(['npm run start'])).toBe(true);
    expect(isNpmWrapper(['node', '/usr/lib/node_modules/npm/bin/npm-cli.js', 'start'])).toBe(true);
    expect(isNpmWrapper(['/usr/bin/npm', '--silent', 'run', 'start'])).toBe(true);
    expect(isNpmWrapper(['sh', '-c', 'node --max-old-space-size=256 dist/web-server.js'])).toBe(
      true,
    );
  });

  it('counts the servers themselves', () => {
    expect(isNpmWrapper(['node', '--max-old-space-size=256', 'dist/web-server.js'])).toBe(false);
    expect(isNpmWrapper(['node', '/srv/cms/node_modules/.bin/strapi', 'start'])).toBe(false);
    expect(isNpmWrapper(['node', '/srv/node_modules/npm-run-all/bin/run-p'])).toBe(false);
  });
});
