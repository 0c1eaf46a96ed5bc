// One scale-out run (npm run test:scale-out, and npm test after its reliability checks): the
// replicated topology of scale-out.mjs started on the builds already made, tests/scale-out run
// against it as one suite, then every process ended and the run's databases dropped, whatever
// happened. PostgreSQL: a database of its own derived from DATABASE_URL (CI), else
// postgres://postgres@127.0.0.1:5432/apogee_scale_out, plus `<that>_cms` for the CMS.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dropDatabase, recreateDatabase, siblingUrl } from './databases.mjs';
import { at } from './paths.mjs';
import { requireVarnish } from './varnish.mjs';
import {
  BUCKET,
  REDIS_DB,
  SCALE_OUT_PORTS,
  definitions,
  describeScaleOut,
  renderCache,
  renderNginx,
  start,
  stopAll,
} from './scale-out.mjs';

const require = createRequire(import.meta.url);

async function emptyRedisDatabase(redisUrl) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** s3rver in this process, with a bucket and an access key made for this run only. */
async function startS3(topology) {
  const S3rver = require('s3rver');
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');
  DUMMY_ACCOUNT.createKeyPair(topology.s3.accessKeyId, topology.s3.secretAccessKey);
  rmSync(topology.s3Dir, { recursive: true, force: true });
  mkdirSync(topology.s3Dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: SCALE_OUT_PORTS.s3,
    directory: topology.s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  return server;
}

/** @param {{ vitest: Function }} suites see suites.mjs */
export async function scaleOutChecks(suites) {
  const dataDir = at('.data/scale-out');
  const server = process.env.DATABASE_URL
    ? siblingUrl(process.env.DATABASE_URL, 'scale_out')
    : 'postgres://postgres@127.0.0.1:5432/apogee_scale_out';
  const redisBase = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  redisBase.pathname = `/${REDIS_DB}`;
  const topology = describeScaleOut({
    dataDir,
    cmsDatabaseUrl: siblingUrl(server, 'cms'),
    quizDatabaseUrl: server,
    redisUrl: redisBase.toString(),
    s3: {
      accessKeyId: `run${randomBytes(6).toString('hex')}`,
      secretAccessKey: randomBytes(24).toString('hex'),
    },
  });
  // A run stopped half-way left its groups listed: end them before taking the ports.
  await stopAll(topology);
  // Everything starts empty, secrets too: localSecrets makes new ones for this run.
  for (const fresh of ['logs', 'outbox', 'quiz1', 'quiz2', 'web1', 'web2', 'cms', 'secrets.env'])
    rmSync(path.join(dataDir, fresh), { recursive: true, force: true });
  mkdirSync(topology.logDir, { recursive: true });

  const nginx = process.env.NGINX_BIN || '/usr/sbin/nginx';
  if (!existsSync(nginx))
    throw new Error(`${nginx} is missing: apt-get install nginx-light (as .ci/run does).`);
  requireVarnish();

  let s3 = null;
  try {
    console.log('\n━━ scale-out: starting ━━');
    const started = Date.now();
    await Promise.all([
      recreateDatabase(topology.cmsDatabaseUrl),
      recreateDatabase(topology.quizDatabaseUrl),
      emptyRedisDatabase(topology.redisUrl),
    ]);
    s3 = await startS3(topology);
    const all = definitions(topology);
    // Migrations run under a lock, so both quiz-service replicas may start together.
    await Promise.all([
      start(topology, all.cms),
      start(topology, all.quiz1),
      start(topology, all.quiz2),
    ]);
    await Promise.all([start(topology, all.web1), start(topology, all.web2)]);
    await start(topology, renderNginx(topology));
    await start(topology, renderCache(topology));
    console.log(`[scale-out] up in ${Math.round((Date.now() - started) / 1000)} s`);
    await suites.vitest(
      'scale-out',
      'npx',
      ['vitest', 'run', '--config', at('tests/scale-out/vitest.config.ts')],
      { cwd: at('.'), env: { SCALE_OUT: JSON.stringify(topology) } },
    );
  } finally {
    await stopAll(topology);
    if (s3) await s3.close();
    await Promise.all([
      dropDatabase(topology.cmsDatabaseUrl).catch(() => {}),
      dropDatabase(topology.quizDatabaseUrl).catch(() => {}),
    ]);
  }
}
