// npm start: build whatever is missing, then run CMS, quiz-service and web together.
// npm run dev: the same three processes in development mode with hot reload.
import path from 'node:path';
import { buildMissing } from './lib/builds.mjs';
import { defaultDataDir } from './lib/paths.mjs';
import { startStack } from './lib/stack.mjs';

const dev = process.argv.includes('--dev');
const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(
      `${name} must be a port number between 1 and 65535 (got "${process.env[name]}").`,
    );
    process.exit(1);
  }
  return value;
};
const ports = {
  web: port('WEB_PORT', 3000),
  quiz: port('QUIZ_PORT', 4000),
  cms: port('CMS_PORT', 1337),
};
const dataDir = path.resolve(process.env.DATA_DIR ?? defaultDataDir);

try {
  if (!dev) await buildMissing();
  let stack;
  // One process stopping on its own leaves a half-working site: stop the others and say so.
  const onUnexpectedExit = async (name) => {
    if (!stack) return;
    console.error(`\n${name} stopped unexpectedly; stopping Apogee.`);
    await stack.stop();
    process.exit(1);
  };
  // The CMS never logs the administrator's password (logs are kept and shipped); this terminal
  // shows it once, on the start that created the administrator.
  const created = new Set();
  const log = (line) => {
    const account = /Development (administrator|editor|author) created/.exec(line)?.[1];
    if (account) created.add(account);
    console.log(line);
  };
  // Ctrl-C or SIGTERM may come while the stack is still starting (the site can already answer):
  // the stop then waits for the start to finish, so no process is left behind.
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    if (!stack) return;
    console.log('\nStopping Apogee…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  stack = await startStack({ dev, dataDir, ports, log, onUnexpectedExit });
  if (stopping) {
    stopping = false;
    await shutdown();
  }
  // Shown once, on the start that made them: the administrator, and an editor and an author
  // to try the newsroom's review with (the CMS never logs passwords).
  for (const [account, prefix] of [
    ['administrator', 'CMS_SEED_ADMIN'],
    ['editor', 'CMS_SEED_EDITOR'],
    ['author', 'CMS_SEED_AUTHOR'],
  ]) {
    if (!created.has(account)) continue;
    console.log(
      `\nCMS ${account} (shown once; also in ${path.join(dataDir, 'secrets.env')}):\n  e-mail    ${stack.secrets[`${prefix}_EMAIL`]}\n  password  ${stack.secrets[`${prefix}_PASSWORD`]}`,
    );
  }
  console.log(
    `\nApogee is running:\n  site       ${stack.urls.web}\n  CMS admin  ${stack.urls.cms}/admin\n  quiz API   ${stack.urls.quiz}/api/health\nPress Ctrl-C to stop.\n`,
  );
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
