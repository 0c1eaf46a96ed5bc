import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes `dir/name` so that nobody ever reads half of it: the data goes to a temporary file
 * in the same folder (same file system, so the rename is atomic), then takes its name. The
 * temporary name starts with a dot and ends in `.partial`, so listings that look for
 * `*.json` or `*.eml` (the mail retry, the tests and tools reading the outbox) skip it.
 */
export async function writeFileAtomic(
  dir: string,
  name: string,
  data: string | Uint8Array,
): Promise<void> {
  const temporary = join(dir, `.${name}.${randomBytes(6).toString('hex')}.partial`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, join(dir, name));
  } catch (err) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw err;
  }
}
