// npm run test:scale-out: the production shape with replicas (scripts/lib/scale-out.mjs) on
// this machine, its checks (tests/scale-out), one summary at the end. Builds only what is
// missing (npm test has built everything by then). `--no-build` uses the builds as they are.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildMissing } from './lib/builds.mjs';
import { at } from './lib/paths.mjs';
import { scaleOutChecks } from './lib/scale-out-run.mjs';
import { createSuites } from './lib/suites.mjs';
import { finishRun } from './lib/test-report.mjs';

const reports = at('.data/scale-out-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(path.join(reports, 'logs'), { recursive: true });
const suites = createSuites({ reports, logDir: path.join(reports, 'logs') });

let crashed = null;
try {
  if (!process.argv.includes('--no-build')) await buildMissing();
  await scaleOutChecks(suites);
} catch (error) {
  crashed = error instanceof Error ? error.message : String(error);
}
finishRun(suites.results, { heading: 'scale-out summary', crashed });
