import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The story clips live beside this file in src/. The compiled seeder runs from
 * dist/src/seed/media, where tsc copies no .mp4 files, so the source folder is looked up too.
 */
const VIDEO_FOLDERS = [
  join(__dirname, 'videos'),
  resolve(__dirname, '..', '..', '..', '..', 'src', 'seed', 'media', 'videos'),
];

/** Absolute path of a shipped story clip, e.g. seedVideoPath('launch-plume.mp4'). */
export function seedVideoPath(file: string): string {
  if (!/^[a-z0-9-]+\.mp4$/.test(file)) {
    throw new Error(`Story clip name "${file}" must be a plain lower-case .mp4 file name`);
  }
  for (const folder of VIDEO_FOLDERS) {
    const candidate = join(folder, file);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`Story clip "${file}" is missing from ${VIDEO_FOLDERS[0]}`);
}
