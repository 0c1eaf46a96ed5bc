// Bundles the service into dist/server.js. npm packages stay external (installed beside it);
// the workspace's own contracts package is TypeScript source, so it is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@apogee/contracts': '../packages/contracts/src' },
  logLevel: 'warning',
});
