// Bundles the service into dist/server.js. npm packages stay external (installed beside it);
// the workspace's own packages (contracts, env-file) are bundled in, so the image needs no
// copy of them.
import { build } from 'esbuild';

const { metafile } = await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
  metafile: true,
  logLevel: 'warning',
});

// Test scaffolding (test/, *.test.ts) never ships: a production import of it fails the build
// here rather than putting a fake CMS or test accounts into dist/server.js.
const testCode = Object.keys(metafile.inputs).filter(
  (input) => /(^|\/)test\//.test(input) || /\.test\.ts$/.test(input),
);
if (testCode.length > 0) {
  console.error(`dist/server.js would bundle test code:\n  ${testCode.join('\n  ')}`);
  process.exit(1);
}
