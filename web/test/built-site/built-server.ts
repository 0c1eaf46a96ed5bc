import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web's dist/ folder, as `npm run build -w @apogee/web` leaves it. */
export const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Fails with what to do when the build is missing (npm test builds before these checks). */
export function requireBuild(): void {
  for (const file of ['web-server.js', 'server/server.js', 'client']) {
    if (!existsSync(join(dist, file)))
      throw new Error(`web/dist/${file} is missing: run \`npm run build -w @apogee/web\` first.`);
  }
}

/** A route of Start's manifest: the modules its pages preload, and the root's entry script. */
interface ManifestRoute {
  preloads?: string[];
  scripts?: { attrs: { src?: string } }[];
}

/** The asset manifest `vite build` wrote for the server (which modules each page loads). */
export async function startManifest(): Promise<Record<string, ManifestRoute>> {
  const assets = join(dist, 'server', 'assets');
  const file = (await readdir(assets)).find((name) => name.startsWith('_tanstack-start-manifest'));
  if (!file) throw new Error(`no _tanstack-start-manifest*.js in ${assets}`);
  const module = (await import(join(assets, file))) as {
    tsrStartManifest: () => { routes: Record<string, ManifestRoute> };
  };
  return module.tsrStartManifest().routes;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const FORWARDED_FOR_SECRET = 'built-site-check-forwarded-for-secret';

/** What the stand-in quiz-service was asked: the path and the Cookie header, if any. */
export interface QuizServiceRequest {
  url: string;
  cookie: string | null;
}

/**
 * A stand-in quiz-service: answers every request with what it received (method, path, the
 * forwarded headers), so a check sees what the web server's proxy sent, and remembers each
 * request, so a check sees what the app asked while it rendered.
 */
async function startEchoService(): Promise<{
  url: string;
  requests: QuizServiceRequest[];
  close: () => Promise<void>;
}> {
  const requests: QuizServiceRequest[] = [];
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', cookie: request.headers.cookie ?? null });
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        method: request.method,
        url: request.url,
        forwardedFor: request.headers['x-forwarded-for'] ?? null,
        forwardedProto: request.headers['x-forwarded-proto'] ?? null,
        // Whether the web sent its proof that it wrote X-Forwarded-For (never the secret).
        forwardedProven: request.headers['x-apogee-forwarded-secret'] === FORWARDED_FOR_SECRET,
      }),
    );
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface BuiltServer {
  url: string;
  /** Every request the stand-in quiz-service has had so far. */
  quizRequests: QuizServiceRequest[];
  /** Everything the server printed. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * dist/web-server.js as production runs it (NODE_ENV=production, its own secrets, an https
 * PUBLIC_URL) with an echoing quiz-service and no CMS: pages render with the brand defaults.
 */
export async function startBuiltServer(): Promise<BuiltServer> {
  requireBuild();
  const [port, quiz] = await Promise.all([freePort(), startEchoService()]);
  const unreachable = `http://127.0.0.1:${await freePort()}`;
  let output = '';
  const child = spawn(process.execPath, [join(dist, 'web-server.js')], {
    cwd: join(dist, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      WEB_HOST: '127.0.0.1',
      WEB_PORT: String(port),
      PUBLIC_URL: 'https://apogee.example',
      CMS_URL: unreachable,
      QUIZ_SERVICE_URL: quiz.url,
      CMS_WEB_TOKEN: 'built-site-check-web-token',
      CMS_PREVIEW_TOKEN: 'built-site-check-preview-token',
      PREVIEW_SECRET: 'built-site-check-preview-secret',
      CMS_WEBHOOK_SECRET: 'built-site-check-webhook-secret',
      FORWARDED_FOR_SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'apogee-built-site-')),
    },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!output.includes('web: listening on')) {
    if (child.exitCode !== null) throw new Error(`the built web server stopped:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the built web server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    quizRequests: quiz.requests,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await quiz.close();
    },
  };
}
