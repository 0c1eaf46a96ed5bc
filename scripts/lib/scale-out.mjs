// The production shape with replicas, on this machine without containers (npm run
// test:scale-out): the CMS on PostgreSQL, two quiz-service replicas on one PostgreSQL database
// with Redis, two web replicas, media and avatars in s3rver, nginx in front (round-robin).
// The runner starts it; the tests relaunch a replica they stopped with the same definitions.
// Every process runs in its own process group, recorded in `<dataDir>/pids`, so whoever stops
// the run (the runner, even after a failure) can end each group and nothing else.
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { at } from './paths.mjs';
import { localSecrets } from './secrets.mjs';
import { varnishDefinition } from './varnish.mjs';

/** Ports of their own (npm test's stack uses 3100/4100/1437, the bench 3700). */
export const SCALE_OUT_PORTS = {
  web1: 5131,
  web2: 5132,
  cms: 5137,
  quiz1: 5141,
  quiz2: 5142,
  nginxWeb: 5180,
  nginxWebSingle: 5182,
  nginxQuiz: 5181,
  cache: 5183,
  s3: 5190,
};

export const BUCKET = 'apogee-scale-out';
/** Redis database of this run's rate-limit counters (emptied at start); 0 is everyone's. */
export const REDIS_DB = 11;

/**
 * Everything the processes are started from, without secrets (JSON, passed to the tests in
 * SCALE_OUT); the secrets stay in `<dataDir>/secrets.env` and are read where a process starts.
 * @param {{ dataDir: string, cmsDatabaseUrl: string, quizDatabaseUrl: string,
 *   redisUrl: string, s3: { accessKeyId: string, secretAccessKey: string } }} options
 */
export function describeScaleOut({ dataDir, cmsDatabaseUrl, quizDatabaseUrl, redisUrl, s3 }) {
  const ports = SCALE_OUT_PORTS;
  const local = (port) => `http://127.0.0.1:${port}`;
  return {
    dataDir,
    logDir: path.join(dataDir, 'logs'),
    s3Dir: path.join(dataDir, 's3'),
    bucket: BUCKET,
    quizDatabaseUrl,
    redisUrl,
    ports,
    urls: {
      web: local(ports.nginxWeb),
      cache: local(ports.cache),
      webSingle: local(ports.nginxWebSingle),
      quiz: local(ports.nginxQuiz),
      web1: local(ports.web1),
      web2: local(ports.web2),
      quiz1: local(ports.quiz1),
      quiz2: local(ports.quiz2),
      cms: local(ports.cms),
      s3: local(ports.s3),
    },
    s3,
    cmsDatabaseUrl,
  };
}

/** The environment and command of each process, by name (cms, quiz1, quiz2, web1, web2). */
export function definitions(topology) {
  const { ports, urls, dataDir } = topology;
  const secrets = localSecrets(dataDir);
  const s3 = {
    S3_BUCKET: topology.bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: urls.s3,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: topology.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: topology.s3.secretAccessKey,
    // s3rver reads plain bodies only: no aws-chunked uploads with trailing checksums.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  };
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    ...secrets,
    FORCE_COLOR: '0',
    PUBLIC_URL: urls.web,
    CMS_URL: urls.cms,
    CMS_ADMIN_URL: urls.cms,
    REDIS_URL: topology.redisUrl,
    LOG_LEVEL: 'warn',
  };
  const quiz = (port, name) => ({
    name,
    cwd: at('.'),
    args: ['run', 'start', '-w', '@apogee/quiz-service'],
    env: {
      ...shared,
      ...s3,
      DATA_DIR: path.join(dataDir, name),
      DATABASE_URL: topology.quizDatabaseUrl,
      QUIZ_PORT: String(port),
      // Loopback (the default) is enough here: nginx in front is on this machine. The web
      // replicas prove the reader's address with FORWARDED_FOR_SECRET (in secrets above).
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      // The shared cache in front: the replica the CMS calls purges it (with the secret).
      SHARED_CACHE_PURGE_URLS: urls.cache,
    },
    health: `http://127.0.0.1:${port}/api/health`,
    timeoutMs: 120_000,
  });
  const web = (port, name) => ({
    name,
    cwd: at('.'),
    args: ['run', 'start', '-w', '@apogee/web'],
    env: {
      ...shared,
      DATA_DIR: path.join(dataDir, name),
      DATABASE_URL: '',
      WEB_PORT: String(port),
      // The balancer, and the tests standing in for a CDN in front of it (each names a
      // reader's address), as npm test's stack believes one hop for its tests.
      WEB_TRUSTED_PROXIES: '2',
      // Through the balancer: either quiz-service replica may answer.
      QUIZ_SERVICE_URL: urls.quiz,
    },
    health: `http://127.0.0.1:${port}/robots.txt`,
    timeoutMs: 120_000,
  });
  return {
    cms: {
      name: 'cms',
      cwd: at('cms'),
      args: ['run', 'start'],
      // As npm start's stack: development mode creates the seeded administrator and accounts.
      env: {
        ...shared,
        ...s3,
        NODE_ENV: 'development',
        DATA_DIR: path.join(dataDir, 'cms'),
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: topology.cmsDatabaseUrl,
        CMS_PORT: String(ports.cms),
        S3_PUBLIC_URL: `${urls.s3}/${topology.bucket}`,
        // The small pack: enough articles and pictures, seeded in seconds.
        CMS_SEED_PACK: 'fixture',
        // One address: a quiz-service replica through the balancer, which fans the change
        // out to every replica over Redis (docs/deploy.md, "Replicas").
        CMS_WEBHOOK_URLS: `${urls.quiz}/api/internal/cms-webhook`,
        CMS_SCHEDULE_EVERY_SECONDS: '5',
      },
      health: `http://127.0.0.1:${ports.cms}/_health`,
      timeoutMs: 300_000,
    },
    quiz1: quiz(ports.quiz1, 'quiz1'),
    quiz2: quiz(ports.quiz2, 'quiz2'),
    web1: web(ports.web1, 'web1'),
    web2: web(ports.web2, 'web2'),
  };
}

/** nginx's configuration from config/nginx/scale-out.conf.template, into `<dataDir>/nginx`. */
export function renderNginx(topology) {
  const prefix = path.join(topology.dataDir, 'nginx');
  const { ports } = topology;
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  // nginx started by root runs its worker as nobody, which must write its temporary files.
  for (const dir of ['tmp', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
    mkdirSync(path.join(prefix, dir), { recursive: true });
    chmodSync(path.join(prefix, dir), 0o777);
  }
  const server = (port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`;
  const values = {
    USER_LINE: process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
    PREFIX: prefix,
    ERROR_LOG: path.join(prefix, 'logs/error.log'),
    WEB_LISTEN: `127.0.0.1:${ports.nginxWeb}`,
    WEB_SINGLE_LISTEN: `127.0.0.1:${ports.nginxWebSingle}`,
    QUIZ_LISTEN: `127.0.0.1:${ports.nginxQuiz}`,
    WEB_SERVERS: [ports.web1, ports.web2].map(server).join('\n'),
    WEB_SINGLE_SERVER: server(ports.web1),
    QUIZ_SERVERS: [ports.quiz1, ports.quiz2].map(server).join('\n'),
  };
  const template = readFileSync(at('config/nginx/scale-out.conf.template'), 'utf8');
  const config = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) =>
    name in values ? String(values[name]) : whole,
  );
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  return {
    name: 'nginx',
    command: process.env.NGINX_BIN || '/usr/sbin/nginx',
    args: [
      '-p',
      prefix,
      '-c',
      file,
      '-e',
      path.join(prefix, 'logs/error.log'),
      '-g',
      'daemon off;',
    ],
    cwd: prefix,
    env: process.env,
    health: `http://127.0.0.1:${ports.nginxQuiz}/api/health`,
    timeoutMs: 10_000,
  };
}

/**
 * The shared cache (Varnish, docker/varnish/default.vcl) in front of nginx's web port, as
 * compose's `cache` is in front of the balancer. Nobody purges without the secret here, so the
 * checks see the secret at work.
 */
export function renderCache(topology) {
  return varnishDefinition({
    dir: path.join(topology.dataDir, 'varnish'),
    listen: `127.0.0.1:${topology.ports.cache}`,
    backend: { host: '127.0.0.1', port: topology.ports.nginxWeb },
    env: { ...process.env, ...localSecrets(topology.dataDir) },
    memory: '128m',
  });
}

/**
 * Starts one process in a group of its own, its output in `<logDir>/<name>.log` (never on the
 * console: the environment holds secrets, and a process might print one on a bad start).
 */
export function launch(topology, definition) {
  mkdirSync(topology.logDir, { recursive: true });
  // The log file itself as stdout and stderr: a replica relaunched by a test outlives nothing
  // it writes to when that test's process ends.
  const log = openSync(path.join(topology.logDir, `${definition.name}.log`), 'a');
  const npm = !definition.command;
  const child = spawn(
    definition.command ?? 'npm',
    npm ? ['--silent', ...definition.args] : definition.args,
    { cwd: definition.cwd, env: definition.env, stdio: ['ignore', log, log], detached: true },
  );
  closeSync(log);
  child.unref();
  appendFileSync(path.join(topology.dataDir, 'pids'), `${definition.name} ${child.pid}\n`);
  return child;
}

/** Waits until `url` answers below 500, or the process ends, or the time is up. */
export async function waitHealthy(url, { timeoutMs, child }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

/** Launches and waits; throws naming the log to read when the process does not come up. */
export async function start(topology, definition) {
  const child = launch(topology, definition);
  if (!(await waitHealthy(definition.health, { timeoutMs: definition.timeoutMs, child })))
    throw new Error(
      `${definition.name} did not become ready: see ${path.join(topology.logDir, `${definition.name}.log`)}`,
    );
  return child;
}

const alive = (pgid) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ends every process group this run started (SIGTERM, then SIGKILL after 10 s). */
export async function stopAll(topology) {
  let pgids;
  try {
    pgids = readFileSync(path.join(topology.dataDir, 'pids'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[1]));
  } catch {
    return;
  }
  for (const pgid of pgids.filter(alive)) process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (pgids.some(alive) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
  for (const pgid of pgids.filter(alive)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
  rmSync(path.join(topology.dataDir, 'pids'), { force: true });
}
