// Bundles the service into dist/server.js (scripts/lib/bundle-server.mjs says how).
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../scripts/lib/bundle-server.mjs';

await bundleServer({
  workspace: fileURLToPath(new URL('.', import.meta.url)),
  entry: 'src/server.ts',
  outfile: 'dist/server.js',
});
