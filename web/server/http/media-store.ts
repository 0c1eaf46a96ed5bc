// Files the web server keeps on disk for itself (the WebP copies of CMS pictures), within a
// byte budget: when a new file takes the total over it, the files read least recently go
// first. Sizes and order come from the folder at start (modification times, which a read
// refreshes), so a restart neither forgets what is there nor lets the folder grow past the
// budget. Another process writing to the same folder is not counted: give each its own.
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { readFile, rename, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface MediaStore {
  /** The file's bytes, or null when it is not kept (never written, evicted or gone). */
  read(name: string): Promise<Buffer<ArrayBuffer> | null>;
  /** Keeps `bytes` as `name`, removing the least recently read files beyond the budget. */
  write(name: string, bytes: Buffer): Promise<void>;
  /** The bytes kept, as counted. */
  size(): number;
}

export function createMediaStore({
  folder,
  maxBytes,
  suffix,
  onError = () => {},
}: {
  folder: string;
  /** The budget: the kept files' sizes add up to at most this. */
  maxBytes: number;
  /** The ending of the files this store keeps ('.webp'); other files are left alone. */
  suffix: string;
  onError?: (error: unknown) => void;
}): MediaStore {
  /** Kept files and their sizes, least recently read first. */
  const kept = new Map<string, number>();
  let total = 0;

  const forget = (name: string) => {
    total -= kept.get(name) ?? 0;
    kept.delete(name);
  };

  /** Forgets the least recently read files until the total is within the budget: their paths. */
  function overBudget(): string[] {
    const paths: string[] = [];
    for (const name of kept.keys()) {
      if (total <= maxBytes) break;
      forget(name);
      paths.push(join(folder, name));
    }
    return paths;
  }

  // What an earlier run left: its copies, oldest read first, and its half-written files.
  const found: { name: string; bytes: number; usedAt: number }[] = [];
  for (const name of readdirSync(folder)) {
    try {
      if (name.endsWith('.tmp') && name.includes(`${suffix}.`)) unlinkSync(join(folder, name));
      else if (name.endsWith(suffix)) {
        const stat = statSync(join(folder, name));
        if (stat.isFile()) found.push({ name, bytes: stat.size, usedAt: stat.mtimeMs });
      }
    } catch (error) {
      onError(error);
    }
  }
  for (const file of found.sort((a, b) => a.usedAt - b.usedAt)) {
    kept.set(file.name, file.bytes);
    total += file.bytes;
  }
  for (const path of overBudget()) {
    try {
      unlinkSync(path);
    } catch (error) {
      onError(error);
    }
  }

  const remove = (path: string) =>
    unlink(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') onError(error);
    });

  return {
    async read(name) {
      if (!kept.has(name)) return null;
      const path = join(folder, name);
      try {
        const bytes = await readFile(path);
        // Most recently read now, here and (modification time) for the next start.
        const size = kept.get(name);
        if (size !== undefined) {
          kept.delete(name);
          kept.set(name, size);
        }
        const now = new Date();
        void utimes(path, now, now).catch(() => {});
        return bytes;
      } catch {
        forget(name);
        return null;
      }
    },

    async write(name, bytes) {
      // A file larger than the whole budget is served once and not kept.
      if (bytes.length > maxBytes) return;
      const temporary = join(folder, `${name}.${process.pid}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(folder, name));
      forget(name);
      kept.set(name, bytes.length);
      total += bytes.length;
      await Promise.all(overBudget().map(remove));
    },

    size: () => total,
  };
}
