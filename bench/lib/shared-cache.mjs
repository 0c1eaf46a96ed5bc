// The `cache` part of `npm run bench`: the shared cache of the production shape (Varnish with
// docker/varnish/default.vcl, started by scripts/lib/varnish.mjs) in front of the bench
// stack's web, as readers meet it. Four figures, judged by sharedCacheBudgets:
//  - an article through the cache against nginx serving the very same bytes from disk, pair by
//    pair in the same run (the machine's limit for that answer);
//  - a publish (a title changed through the CMS admin API) visible through the cache, and a
//    page that does not show it still a hit;
//  - a spike of 500 connections on one article: no error, and the origin rendered it at most
//    once per cache period (the distinct Last-Modified of the answers Varnish got from it);
//  - the web stopped: every public page the cache held still served, for the whole outage.
// The web is stopped last: this part runs after every other part on the stack.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { varnishDefinition } from '../../scripts/lib/varnish.mjs';
import { loadTest } from './load.mjs';
import { rawAnswer } from './raw-answer.mjs';
import { warmUp, wrkTest } from './wrk.mjs';
import { median } from './stats.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a process in its own group; resolves once `url` answers, with a stop function. */
async function startProcess(command, args, { cwd, env, url, log }) {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, sleep(10_000)]);
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status < 500) return { stop, child };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  log(output.trim());
  throw new Error(`${command} did not start`);
}

/** nginx answering `bytes` (the article's brotli copy) from a file, as a static site would. */
async function startDiskServer({ dir, port, bytes, log }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  for (const sub of ['tmp', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
    // nginx started by root runs its workers as nobody.
    chmodSync(path.join(dir, sub), 0o777);
  }
  writeFileSync(path.join(dir, 'article.br'), bytes, { mode: 0o644 });
  const temp = (name) =>
    `${name}_temp_path ${path.join(dir, 'tmp', name === 'client_body' ? 'body' : name.replace('_temp', ''))};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user nobody nogroup;' : ''}
worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs/error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  server {
    listen 127.0.0.1:${port};
    location = /article {
      default_type 'text/html; charset=utf-8';
      add_header Content-Encoding br;
      add_header Vary Accept-Encoding;
      alias ${path.join(dir, 'article.br')};
    }
  }
}
`,
  );
  return startProcess(
    process.env.NGINX_BIN || '/usr/sbin/nginx',
    [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'logs/error.log'),
      '-g',
      'daemon off;',
    ],
    { cwd: dir, env: process.env, url: `http://127.0.0.1:${port}/article`, log },
  );
}

/** Varnish's count of requests it sent to the origin (renders and renewals). */
function backendFetches(workdir) {
  const out = execFileSync('varnishstat', ['-n', workdir, '-1', '-j', '-f', 'MAIN.backend_req'], {
    encoding: 'utf8',
  });
  const parsed = JSON.parse(out);
  return (parsed.counters ?? parsed)['MAIN.backend_req'].value;
}

async function answerOf(url, headers = {}) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br', ...headers } });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    cacheControl: response.headers.get('cache-control'),
    tags: response.headers.get('surrogate-key'),
    html: await response.text(),
  };
}

/** The article's brotli copy as the cache sends it. */
async function rawBytes(url) {
  const answer = await rawAnswer(url, { 'accept-encoding': 'br' });
  if (answer.headers['content-encoding'] !== 'br') throw new Error(`${url} came without brotli`);
  return answer.body;
}

/** Asks through the cache until it answers from its copy. */
async function warm(url) {
  for (let ask = 0; ask < 10; ask++) {
    const answer = await answerOf(url);
    if (answer.status === 200 && answer.cache === 'HIT') return answer;
    await sleep(100);
  }
  throw new Error(`${url} is never answered from the cache`);
}

/** The CMS admin API as the stack's seeded administrator (as an editor's screens call it). */
async function cmsAdmin(cmsUrl, secrets) {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: secrets.CMS_SEED_ADMIN_EMAIL,
      password: secrets.CMS_SEED_ADMIN_PASSWORD,
    }),
  });
  if (!login.ok) throw new Error(`CMS admin login: ${login.status}`);
  const { token } = (await login.json()).data;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const blogs = `${cmsUrl}/content-manager/collection-types/api::blog.blog`;
  return {
    async retitle(documentId, title) {
      const body = JSON.stringify({ title });
      const saved = await fetch(`${blogs}/${documentId}`, { method: 'PUT', headers, body });
      if (!saved.ok) throw new Error(`CMS save: ${saved.status}`);
      const published = await fetch(`${blogs}/${documentId}/actions/publish`, {
        method: 'POST',
        headers,
        body,
      });
      if (!published.ok) throw new Error(`CMS publish: ${published.status}`);
    },
  };
}

async function publishedArticles(cmsUrl, token) {
  const response = await fetch(
    `${cmsUrl}/api/blogs?fields[0]=slug&fields[1]=title&sort=publishedAt:desc&pagination[pageSize]=30`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return (await response.json()).data;
}

/**
 * The article through the cache and from nginx's disk, one pair per run, 50 connections, by wrk
 * (wrk.mjs): autocannon's own ceiling is below both, and would report a ratio near 1. Each
 * server is warmed up first at the same load (wrk.mjs, warmUp), so a fresh varnishd's start is
 * not counted against it.
 */
async function throughput({ cacheUrl, diskUrl, connections, seconds, runs, log }) {
  const pairs = [];
  const headers = { 'accept-encoding': 'br' };
  await warmUp({ url: cacheUrl, connections, headers });
  await warmUp({ url: diskUrl, connections, headers });
  for (let run = 1; run <= runs; run++) {
    const cache = await wrkTest({ url: cacheUrl, connections, duration: seconds, headers });
    const disk = await wrkTest({ url: diskUrl, connections, duration: seconds, headers });
    pairs.push({
      cache,
      disk,
      ratio: +(cache.requestsPerSecond / disk.requestsPerSecond).toFixed(2),
    });
    log(`[bench] cache ${cache.requestsPerSecond} req/s, disk ${disk.requestsPerSecond} req/s`);
  }
  return {
    runs: pairs,
    cacheRequestsPerSecond: median(pairs.map((pair) => pair.cache.requestsPerSecond)),
    diskRequestsPerSecond: median(pairs.map((pair) => pair.disk.requestsPerSecond)),
    ratio: median(pairs.map((pair) => pair.ratio)),
    errors: pairs.reduce((sum, pair) => sum + pair.cache.errors + pair.cache.non2xx, 0),
  };
}

/** Publishes new titles of `changed`, the last one its own again; how long until readers see each. */
async function publishes({ cache, admin, changed, unrelated, runs, log }) {
  const titles = Array.from({ length: runs }, (_, i) =>
    i === runs - 1 ? changed.title : `${changed.title} (${Date.now().toString(36)}${i})`,
  );
  const results = [];
  for (const title of titles) {
    await warm(`${cache}/${changed.slug}`);
    const before = await warm(`${cache}${unrelated}`);
    const sent = Date.now();
    await admin.retitle(changed.documentId, title);
    let visibleMs = null;
    while (Date.now() - sent < 20_000) {
      const answer = await answerOf(`${cache}/${changed.slug}`);
      if (answer.status === 200 && answer.html.includes(`${escapeHtml(title)}<`)) {
        visibleMs = Date.now() - sent;
        break;
      }
      await sleep(25);
    }
    const after = await answerOf(`${cache}${unrelated}`);
    const unrelatedHit = after.cache === 'HIT' && after.html === before.html;
    results.push({ visibleMs, unrelatedHit });
    log(
      `[bench] publish visible through the cache after ${visibleMs} ms; unrelated page ${after.cache}`,
    );
    // The second purge (a second after the first) renews the page once more: let it pass.
    await sleep(2000);
  }
  const seen = results.map((r) => r.visibleMs);
  return {
    runs: results,
    visibleMs: seen.includes(null) ? null : median(seen),
    unrelatedHit: results.every((r) => r.unrelatedHit),
  };
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Varnish's log of its requests to the origin, kept while it runs: each answer's path and
 * Last-Modified (when the web rendered the page it answered with). `stop()` resolves with the
 * lines logged.
 */
function logOriginAnswers(workdir) {
  const logger = spawn('varnishncsa', ['-n', workdir, '-b', '-F', '%U|%{Last-Modified}o'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  logger.stdout.on('data', (chunk) => (output += chunk));
  return {
    async stop() {
      // varnishncsa writes a transaction once it ends: a moment for the last ones to come.
      await sleep(1000);
      const exited = new Promise((resolve) => logger.once('exit', resolve));
      logger.kill('SIGTERM');
      await exited;
      return output.split('\n').filter(Boolean);
    },
  };
}

/**
 * One article under `connections` for `seconds`; the origin's fetches of it meanwhile and its
 * renders: the distinct Last-Modified of the web's answers. After its period the web answers
 * the page it kept while it renders the next (stale-while-revalidate), and the cache, given
 * an answer already past its period, asks again a second later for the new render: two fetches
 * for one render.
 */
async function spike({ url, workdir, connections, seconds }) {
  const { cacheControl } = await warm(url);
  const period = Number(/s-maxage=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);
  const before = backendFetches(workdir);
  const originLog = logOriginAnswers(workdir);
  // Varnish's log client attaches to the shared memory log within a moment of starting.
  await sleep(1000);
  const load = await loadTest({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br' },
    timeout: 10,
  });
  const originFetches = backendFetches(workdir) - before;
  const { pathname } = new URL(url);
  const answers = (await originLog.stop())
    .map((line) => line.split('|'))
    .filter(([path]) => path === pathname);
  const renders = new Set(answers.map(([, lastModified]) => lastModified)).size;
  return {
    ...load,
    periodSeconds: period,
    originFetches,
    fetchesLogged: answers.length,
    renders,
    // A page rendered once per period: at most as many periods as the spike spans.
    allowedRenders: period ? Math.ceil(seconds / period) : 0,
  };
}

/** Every page purged (so each needs renewing), the web stopped, then every page asked each second. */
async function outage({ cache, paths, stopOrigin, seconds, secret, log }) {
  const before = new Map();
  for (const page of paths) before.set(page, (await warm(`${cache}${page}`)).html);
  await fetch(`${cache}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': 'site', authorization: `Bearer ${secret}` },
  });
  await stopOrigin();
  const started = Date.now();
  let asked = 0;
  const failed = [];
  while (Date.now() - started < seconds * 1000) {
    for (const page of paths) {
      asked++;
      try {
        const answer = await answerOf(`${cache}${page}`);
        if (answer.status !== 200 || answer.html !== before.get(page))
          failed.push(`${page} ${answer.status} ${answer.cache}`);
      } catch (error) {
        failed.push(`${page} ${error.message}`);
      }
    }
    await sleep(1000);
  }
  log(`[bench] origin stopped ${seconds} s: ${asked - failed.length} of ${asked} answers served`);
  return {
    seconds,
    pages: paths.length,
    asked,
    failed: failed.length,
    examples: failed.slice(0, 5),
  };
}

/**
 * @param {{ stack: { urls: { cms: string }, secrets: Record<string, string> },
 *   stopOrigin: () => Promise<void>, originPort: number, pages: Record<string, string>,
 *   dataDir: string, ports: { cache: number, disk: number }, connections: number,
 *   seconds: number, runs: number, spikeSeconds: number, outageSeconds: number,
 *   log: (line: string) => void }} options
 */
export async function measureSharedCache(options) {
  const { stack, ports, log } = options;
  const cache = `http://127.0.0.1:${ports.cache}`;
  const dir = path.join(options.dataDir, 'varnish');
  const definition = varnishDefinition({
    dir,
    listen: `127.0.0.1:${ports.cache}`,
    backend: { host: '127.0.0.1', port: options.originPort },
    env: { ...process.env, SHARED_CACHE_PURGE_SECRET: stack.secrets.SHARED_CACHE_PURGE_SECRET },
    // The quiz-service on this machine purges without the secret.
    purgers: ['127.0.0.1'],
  });
  const varnish = await startProcess(definition.command, definition.args, {
    cwd: definition.cwd,
    env: definition.env,
    url: definition.health,
    log,
  });
  const workdir = path.join(dir, 'work');
  let disk = null;
  try {
    const results = {};
    const article = (await warm(`${cache}${options.pages.article}`)).html;
    const bytes = await rawBytes(`${cache}${options.pages.article}`);
    disk = await startDiskServer({
      dir: path.join(options.dataDir, 'nginx-disk'),
      port: ports.disk,
      bytes,
      log,
    });
    log('[bench] the article through the shared cache and from nginx’s disk…');
    results.throughput = {
      ...(await throughput({
        cacheUrl: `${cache}${options.pages.article}`,
        diskUrl: `http://127.0.0.1:${ports.disk}/article`,
        connections: options.connections,
        seconds: options.seconds,
        runs: options.runs,
        log,
      })),
      bytes: bytes.length,
      htmlBytes: Buffer.byteLength(article),
    };

    log('[bench] a publish through the shared cache…');
    const articles = await publishedArticles(stack.urls.cms, stack.secrets.CMS_WEB_TOKEN);
    // An article (the measured one first), and a page that shows nothing of it: its tags name
    // neither the article nor a list of it.
    const slugOf = (page) => page.replace(/^\//, '');
    articles.sort(
      (a, b) =>
        (b.slug === slugOf(options.pages.article)) - (a.slug === slugOf(options.pages.article)),
    );
    const paths = [
      ...['/about-us', '/terms-of-use', '/privacy-policy', '/contact-us'],
      ...articles.map((a) => `/${a.slug}`),
    ];
    const tagsOf = new Map();
    for (const page of paths) {
      const tags = (await answerOf(`http://127.0.0.1:${options.originPort}${page}`)).tags;
      tagsOf.set(page, tags ? tags.split(' ') : []);
    }
    let changed = null;
    let unrelated = null;
    for (const candidate of articles) {
      const purged = [`article:${candidate.slug}`, 'home', 'lists', 'feeds', 'sitemap'];
      const found = paths.find((page) => {
        const tags = tagsOf.get(page);
        return (
          page !== `/${candidate.slug}` &&
          tags.includes('site') &&
          !tags.some((tag) => purged.includes(tag))
        );
      });
      if (found) {
        changed = candidate;
        unrelated = found;
        break;
      }
    }
    if (!changed) throw new Error('no page without an article or its lists');
    results.publish = await publishes({
      cache,
      admin: await cmsAdmin(stack.urls.cms, stack.secrets),
      changed,
      unrelated,
      runs: options.runs,
      log,
    });

    log(`[bench] a spike: ${options.spikeSeconds} s at 500 connections on one article…`);
    results.spike = await spike({
      url: `${cache}${options.pages.article}`,
      workdir,
      connections: 500,
      seconds: options.spikeSeconds,
    });
    log(`[bench] spike: ${JSON.stringify(results.spike)}`);

    log(`[bench] the web stopped for ${options.outageSeconds} s…`);
    results.outage = await outage({
      cache,
      paths: [...new Set(Object.values(options.pages).filter((p) => p.startsWith('/')))],
      stopOrigin: options.stopOrigin,
      seconds: options.outageSeconds,
      secret: stack.secrets.SHARED_CACHE_PURGE_SECRET,
      log,
    });
    return results;
  } finally {
    await disk?.stop();
    await varnish.stop();
  }
}
