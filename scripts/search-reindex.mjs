// npm run search:reindex: rebuilds the quiz-service's search index from the CMS, streaming the
// CMS page by page (POST /api/internal/search/reindex), and follows it until it ends. It asks
// the running quiz-service, so it works on the embedded database too (which only the service
// may open) and with several replicas (one of them rebuilds, under the index's lease).
//
// QUIZ_SERVICE_URL (default http://127.0.0.1:4000) and CMS_WEBHOOK_SECRET are read from the
// environment, else from what `npm start` generated (.data/secrets.env), else the
// development value.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readEnvFile } from '@apogee/env-file';
import { at } from './lib/paths.mjs';

const dataDir = path.resolve(at('.'), process.env.DATA_DIR ?? '.data');
const secretsFile = path.join(dataDir, 'secrets.env');
const secret =
  process.env.CMS_WEBHOOK_SECRET ||
  (existsSync(secretsFile) ? readEnvFile(secretsFile).CMS_WEBHOOK_SECRET : undefined) ||
  readEnvFile(at('config/development.env')).CMS_WEBHOOK_SECRET;
const service = (process.env.QUIZ_SERVICE_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
const headers = { authorization: `Bearer ${secret}` };

async function call(method, pathname) {
  let response;
  try {
    response = await fetch(`${service}${pathname}`, {
      method,
      headers,
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    console.error(`The quiz-service does not answer at ${service}: start it (npm start) first.`);
    process.exit(1);
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    console.error(body?.error?.message ?? `The quiz-service answered ${response.status}.`);
    process.exit(1);
  }
  return body;
}

const started = Date.now();
const before = await call('GET', '/api/internal/search/status');
let status = await call('POST', '/api/internal/search/reindex');
console.log(`Rebuilding the search index from the CMS (${status.articles} articles indexed now)…`);
let shown = -1;
while (status.job === 'rebuild') {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  status = await call('GET', '/api/internal/search/status');
  if (status.job && status.indexedSoFar !== shown) {
    shown = status.indexedSoFar;
    console.log(`  ${shown} articles read`);
  }
}
if (status.builtAt === before.builtAt) {
  console.error('The rebuild did not finish: the quiz-service log says why.');
  process.exit(1);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`Search index rebuilt: ${status.articles} articles in ${seconds} s.`);
