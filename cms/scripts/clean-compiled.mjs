// Removes the compiled server code before tsc writes it again: tsc never deletes the output of a
// source that moved, and a stale dist/src/seed/media/motifs.js shadows the motifs/ folder that
// replaced it. The admin's build (dist/build) is kept.
import { rmSync } from 'node:fs';

for (const folder of ['dist/src', 'dist/config']) rmSync(folder, { recursive: true, force: true });
