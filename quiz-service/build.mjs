// Bundles the service into dist/server.js and its newsletter sender into
// dist/newsletter-worker.js (scripts/lib/bundle-server.mjs says how).
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../scripts/lib/bundle-server.mjs';

await bundleServer({
  workspace: fileURLToPath(new URL('.', import.meta.url)),
  entry: 'src/server.ts',
  outfile: 'dist/server.js',
});

// The newsletter's sender, a process of its own on PostgreSQL (src/newsletter-process.ts).
await bundleServer({
  workspace: fileURLToPath(new URL('.', import.meta.url)),
  entry: 'src/newsletter-worker.ts',
  outfile: 'dist/newsletter-worker.js',
});
