// Bundles the web server (server.ts and the .server.ts modules it imports) into
// dist/web-server.js, which `npm start` and the image run on Node as is, beside the app that
// `vite build` left in dist/server and dist/client. npm packages stay external (installed
// beside it); the workspace's own packages are bundled in, so the image needs no copy of them.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: web,
  entryPoints: ['server.ts'],
  outfile: 'dist/web-server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@apogee/contracts': '../packages/contracts/src',
    '@apogee/env-file': '../packages/env-file/src/env-file.js',
  },
  logLevel: 'warning',
});
