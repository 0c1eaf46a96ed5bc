// Bundles the web server (server.ts and the .server.ts modules it imports) into
// dist/web-server.js, which `npm start` and the image run on Node as is, beside the app that
// `vite build` left in dist/server and dist/client (scripts/lib/bundle-server.mjs says how).
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../scripts/lib/bundle-server.mjs';

await bundleServer({
  workspace: fileURLToPath(new URL('..', import.meta.url)),
  entry: 'server/server.ts',
  outfile: 'dist/web-server.js',
});
