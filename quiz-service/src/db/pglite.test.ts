import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';

const parent = mkdtempSync(join(tmpdir(), 'apogee-pglite-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('the embedded database in a data folder', () => {
  it('is created on first open, with small buffers, and keeps its rows when reopened', async () => {
    const dir = join(parent, 'pgdata');
    const first = await openPglite(dir);
    const { rows } = await first.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]?.shared_buffers).toBe('16MB');
    await first.exec("create table notes (body text); insert into notes values ('kept')");
    await first.close();

    const again = await openPglite(dir);
    const kept = await again.query<{ body: string }>('select body from notes');
    expect(kept.rows).toEqual([{ body: 'kept' }]);
    await again.close();
  }, 60_000);

  it('says which folder it could not open', async () => {
    const file = join(parent, 'not-a-folder');
    writeFileSync(file, 'x');
    await expect(openPglite(join(file, 'pgdata'))).rejects.toThrow(
      `Cannot open the embedded database in ${join(file, 'pgdata')}`,
    );
  });
});
