// Runs the three processes together: CMS and quiz-service first, the web once both answer.
// Output is prefixed per process; stopping the stack stops all three (process groups).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { mkdirSync } from 'node:fs';
import { readEnvFile } from '@apogee/env-file';
import { at } from './paths.mjs';
import { localSecrets } from './secrets.mjs';

const colours = { cms: 35, quiz: 36, web: 32 };
const paint = (name, text) =>
  process.stdout.isTTY ? `\x1b[${colours[name] ?? 37}m${text}\x1b[0m` : text;

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '0.0.0.0');
  });
}

async function waitFor(url, { timeoutMs, isAlive }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * Waits until the quiz-service has built its search index from the CMS (it starts doing so as
 * soon as the CMS answers): the test stacks' journeys and checks search and list articles.
 */
async function waitForSearchIndex(quizUrl, secret, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${quizUrl}/api/internal/search/status`, {
        headers: { authorization: `Bearer ${secret}` },
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok && (await response.json()).builtAt) return true;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * @param {{ dev?: boolean, dataDir: string, ports: { web: number, quiz: number, cms: number },
 *   env?: Record<string, string>, log?: (line: string) => void, quiet?: string[],
 *   searchIndexed?: boolean,
 *   record?: (name: string, line: string) => void,
 *   onUnexpectedExit?: (name: string) => void }} options
 */
export async function startStack({
  dev = false,
  dataDir,
  ports,
  env = {},
  log = console.log,
  quiet = [],
  record = () => {},
  onUnexpectedExit = () => {},
  searchIndexed = false,
}) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) {
      const variable = { web: 'WEB_PORT', quiz: 'QUIZ_PORT', cms: 'CMS_PORT' }[name];
      throw new Error(
        `Port ${port} is in use: stop whatever uses it, or set ${variable} to a free port.`,
      );
    }
  }
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(at('cms/public/uploads'), { recursive: true });

  const secrets = localSecrets(dataDir);
  const shared = {
    ...process.env,
    // npm start runs the built servers in production mode with this machine's generated
    // secrets; npm run dev runs development mode on the committed development defaults.
    ...(dev ? { NODE_ENV: 'development' } : { NODE_ENV: 'production', ...secrets }),
    CMS_SEED_ADMIN_EMAIL: secrets.CMS_SEED_ADMIN_EMAIL,
    CMS_SEED_ADMIN_PASSWORD: secrets.CMS_SEED_ADMIN_PASSWORD,
    CMS_SEED_EDITOR_EMAIL: secrets.CMS_SEED_EDITOR_EMAIL,
    CMS_SEED_EDITOR_PASSWORD: secrets.CMS_SEED_EDITOR_PASSWORD,
    CMS_SEED_AUTHOR_EMAIL: secrets.CMS_SEED_AUTHOR_EMAIL,
    CMS_SEED_AUTHOR_PASSWORD: secrets.CMS_SEED_AUTHOR_PASSWORD,
    DATA_DIR: dataDir,
    WEB_PORT: String(ports.web),
    QUIZ_PORT: String(ports.quiz),
    CMS_PORT: String(ports.cms),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${ports.web}`,
    CMS_URL: `http://127.0.0.1:${ports.cms}`,
    // Where editors open the admin: it frames the site's draft preview.
    CMS_ADMIN_URL: process.env.CMS_ADMIN_URL ?? `http://localhost:${ports.cms}`,
    QUIZ_SERVICE_URL: `http://127.0.0.1:${ports.quiz}`,
    CMS_WEBHOOK_URLS: `http://127.0.0.1:${ports.web}/internal/cms-webhook,http://127.0.0.1:${ports.quiz}/api/internal/cms-webhook`,
    FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
    ...env,
  };

  const definitions = {
    // The CMS runs its built admin in development mode even under `npm start`: that is what
    // creates the local administrator (never in production) and keeps schema introspection
    // open for `npm run codegen`. It still uses this machine's generated secrets.
    cms: {
      cwd: at('cms'),
      args: ['run', dev ? 'develop' : 'start'],
      env: { NODE_ENV: 'development' },
      health: `http://127.0.0.1:${ports.cms}/_health`,
      timeoutMs: 240_000,
    },
    quiz: {
      cwd: at('.'),
      args: ['run', dev ? 'dev' : 'start', '-w', '@apogee/quiz-service'],
      health: `http://127.0.0.1:${ports.quiz}/api/health`,
      timeoutMs: 180_000,
    },
    web: {
      cwd: at('.'),
      args: ['run', dev ? 'dev' : 'start', '-w', '@apogee/web'],
      health: `http://127.0.0.1:${ports.web}/robots.txt`,
      timeoutMs: 180_000,
    },
  };

  const children = new Map();
  let stopping = false;

  const launch = (name) => {
    const definition = definitions[name];
    const child = spawn('npm', ['--silent', ...definition.args], {
      cwd: definition.cwd,
      env: { ...shared, ...definition.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.set(name, child);
    const prefix = paint(name, `[${name}]`.padEnd(7));
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        record(name, line);
        if (!quiet.includes(name)) log(`${prefix}${line}`);
      });
    }
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (stopping) return;
      log(`${prefix}stopped (${signal ?? `exit ${code}`})`);
      onUnexpectedExit(name);
    });
    return child;
  };

  const stop = async () => {
    stopping = true;
    const running = [...children.values()];
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await Promise.all(
      running.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => {
              try {
                process.kill(-child.pid, 'SIGKILL');
              } catch {
                // already gone
              }
            }, 10_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
          }),
      ),
    );
    // npm exits on the signal while the server under it still drains (up to a few seconds):
    // a stop is over only when the ports are free again, so a start right after it can listen.
    const deadline = Date.now() + 25_000;
    for (const port of Object.values(ports)) {
      while (!(await portIsFree(port)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const ready = async (name) => {
    const child = launch(name);
    const definition = definitions[name];
    const ok = await waitFor(definition.health, {
      timeoutMs: definition.timeoutMs,
      isAlive: () => child.exitCode === null && child.signalCode === null,
    });
    if (!ok) throw new Error(`${name} did not become ready (see its log lines above).`);
  };

  try {
    await Promise.all([ready('cms'), ready('quiz')]);
    await ready('web');
    if (
      searchIndexed &&
      !(await waitForSearchIndex(
        `http://127.0.0.1:${ports.quiz}`,
        shared.CMS_WEBHOOK_SECRET ?? readEnvFile(at('config/development.env')).CMS_WEBHOOK_SECRET,
        120_000,
      ))
    )
      throw new Error('The quiz-service did not build its search index (see its log lines above).');
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    stop,
    children,
    urls: {
      web: `http://localhost:${ports.web}`,
      cms: `http://localhost:${ports.cms}`,
      quiz: `http://localhost:${ports.quiz}`,
    },
    secrets,
    env: shared,
  };
}
