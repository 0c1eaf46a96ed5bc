// npm run build: rebuilds every part (quiz-service, web, cms), one after another.
// `npm start`, `npm test` and `npm run bench` build only what is missing or stale instead.
import { buildMissing } from './lib/builds.mjs';

try {
  await buildMissing({ force: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
