import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Files run in their names' order: the replicas are killed (5-) and drained (6-) only after the
 * checks that need both of each.
 */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// The scale-out checks: replicas of a topology that scripts/lib/scale-out-run.mjs started
// (npm run test:scale-out, npm test). One file at a time: they share it, and kill parts of it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    sequence: { sequencer: ByName },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
