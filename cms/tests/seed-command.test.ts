import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixturePack } from '../src/seed/fixtures';

const CMS_ROOT = path.resolve(__dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'apogee-seed-command-'));

/** `npm run seed` as a developer types it, on a database of its own, with the small fixture pack. */
function seed(...args: string[]) {
  const child = spawnSync(process.execPath, ['dist/src/seed/cli.js', ...args], {
    cwd: CMS_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: '',
      DATA_DIR: path.join(scratch, 'data'),
      CMS_PUBLIC_DIR: path.join(scratch, 'public'),
      CMS_SEED_PACK: 'fixture',
    },
  });
  return { status: child.status, output: `${child.stdout}${child.stderr}` };
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run seed', () => {
  const articles = `${fixturePack.articles.length} articles`;

  it('seeds an empty database, then leaves a seeded one alone', () => {
    const first = seed();
    expect(first.status).toBe(0);
    expect(first.output).toContain(`Sample content seeded in`);
    expect(first.output).toContain(articles);

    const second = seed();
    expect(second.status).toBe(0);
    expect(second.output).toContain('The CMS already has content; nothing seeded.');
  }, 120_000);

  it('with --reset deletes content and media, then seeds again without leaving old files behind', () => {
    const filesBefore = readdirSync(path.join(scratch, 'public', 'uploads')).length;
    const reset = seed('--reset');
    expect(reset.status).toBe(0);
    expect(reset.output).toContain('Content and media deleted.');
    expect(reset.output).toContain(articles);
    expect(readdirSync(path.join(scratch, 'public', 'uploads'))).toHaveLength(filesBefore);
  }, 120_000);
});
