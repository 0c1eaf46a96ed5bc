// One way to bundle a Node server of the repository (the quiz-service and the web server):
// npm packages stay external (installed beside the bundle); the workspace's own packages
// (contracts, env-file, media-types, newsletter-email, service-plumbing) are bundled in, so an image needs no
// copy of them. Test code (test/, *.test.ts) never ships: a production import of it fails the
// build here rather than putting a fake CMS or test accounts into the bundle.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @param {{ workspace: string, entry: string, outfile: string }} options the workspace's
 *   folder (absolute), its entry and the bundle's path, both relative to the workspace.
 */
export async function bundleServer({ workspace, entry, outfile }) {
  const { metafile } = await build({
    absWorkingDir: workspace,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    packages: 'external',
    alias: {
      '@apogee/contracts': path.join(repo, 'packages/contracts/src'),
      '@apogee/env-file': path.join(repo, 'packages/env-file/src/env-file.js'),
      '@apogee/media-types': path.join(repo, 'packages/media-types/src/media-types.js'),
      '@apogee/newsletter-email': path.join(
        repo,
        'packages/newsletter-email/src/newsletter-email.js',
      ),
      '@apogee/service-plumbing': path.join(repo, 'packages/service-plumbing/src'),
    },
    metafile: true,
    logLevel: 'warning',
  });
  const testCode = Object.keys(metafile.inputs).filter(
    (input) => /(^|\/)test\//.test(input) || /\.test\.tsx?$/.test(input),
  );
  if (testCode.length > 0) {
    console.error(`${outfile} would bundle test code:\n  ${testCode.join('\n  ')}`);
    process.exit(1);
  }
}
