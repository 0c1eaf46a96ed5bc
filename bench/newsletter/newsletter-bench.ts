/**
 * Newsletter benchmark (not a test): one issue sent to BENCH_NEWSLETTER_SUBSCRIBERS confirmed
 * subscribers (100,000 by default) through the sender process, to a local SMTP sink.
 *
 * Reports messages per second and the time to finish, the sender's resident memory sampled
 * every half second, and, when BENCH_NEWSLETTER_ARTICLE names an article of the running stack,
 * that article's p99 through the web while idle (before and after the send) and while the send
 * runs (the sender shares the machine's cores with the stack). The database is BENCH_NEWSLETTER_DATABASE_URL (created by
 * bench/run.mjs). Run by `node bench/run.mjs --only=newsletter`; the last line printed is the
 * result as JSON. Budgets: bench/lib/budgets.mjs. The SMTP sink runs in a process of its own
 * (smtp-sink.mjs), so its work does not slow the load generator measuring the article.
 */
import { fork, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../quiz-service/src/config';
import { migrate } from '../../quiz-service/src/db/migrate';
import { openDatabase } from '../../quiz-service/src/db/open';
import { migrationsDir, serviceRoot } from '../../quiz-service/src/lib/paths';
import { createNewsletterSends } from '../../quiz-service/src/modules/newsletter-sends/service';
import { yieldToReaders } from '../../quiz-service/src/lib/readers-first';
import { seedSubscribers } from '../../quiz-service/tools/subscribers-seed';
import { timedLoadTest } from '../lib/load.mjs';
import { idleAround } from '../lib/newsletter.mjs';
import { residentMegabytes } from '../lib/processes.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 100_000);
const DATABASE_URL = process.env.BENCH_NEWSLETTER_DATABASE_URL;
const ARTICLE = process.env.BENCH_NEWSLETTER_ARTICLE;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The SMTP sink (smtp-sink.mjs) in its own process; `accepted` is its count, refreshed. */
async function startSink() {
  const child = fork(join(import.meta.dirname, 'smtp-sink.mjs'), [], { stdio: 'inherit' });
  if (child.pid) log(`[newsletter] SMTP sink: ${yieldToReaders(child.pid)}`);
  let accepted = 0;
  const port = await new Promise<number>((resolve) => {
    child.on('message', (message: { port?: number; accepted?: number }) => {
      if (message.port) resolve(message.port);
      if (message.accepted !== undefined) accepted = message.accepted;
    });
  });
  const timer = setInterval(() => child.send('count'), 100);
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => accepted,
    async close() {
      clearInterval(timer);
      child.send('count');
      await sleep(200);
      child.disconnect();
    },
  };
}

/**
 * The article's p99 through the web at 10 connections, read to the hundredth of a millisecond
 * (load.mjs, timedLoadTest): whole milliseconds made the 2× budget turn on rounding.
 */
async function articleP99(seconds: number) {
  if (!ARTICLE) return null;
  const summary = await timedLoadTest({
    url: ARTICLE,
    connections: 10,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    p99Ms: summary.p99Ms,
    requestsPerSecond: summary.requestsPerSecond,
    non2xx: summary.non2xx,
  };
}

async function main() {
  if (!DATABASE_URL) throw new Error('BENCH_NEWSLETTER_DATABASE_URL is required');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  });
  const db = await openDatabase(config.database);
  await migrate(db, migrationsDir);
  // Each run starts from the same list: earlier sends (and their bounces) are forgotten.
  await db.exec('truncate newsletter_sends cascade');
  await db.exec('update newsletter_subscribers set bounced_at = null');
  const seedStarted = Date.now();
  const subscribers = await seedSubscribers(db, SUBSCRIBERS);
  log(`[newsletter] ${subscribers} confirmed subscribers (${Date.now() - seedStarted} ms)`);

  // The seed's own aftermath (the table's first analyze, its writes reaching disk) is not
  // idle: done now, not by autovacuum during one of the windows below.
  await db.exec('vacuum analyze newsletter_subscribers');
  await db.exec('checkpoint');

  const sink = await startSink();
  log('[newsletter] article p99 while idle, before the send…');
  const idleBefore = await articleP99(SECONDS);

  const sends = createNewsletterSends({
    db,
    mailer: { destination: 'none', send: async () => undefined },
    publicUrl: config.publicUrl,
    databaseUrl: DATABASE_URL,
  });
  const built = join(serviceRoot, 'dist/newsletter-worker.js');
  const [entry, flags] = existsSync(built)
    ? [built, ['--max-old-space-size=256']]
    : [join(serviceRoot, 'src/newsletter-worker.ts'), ['--import', 'tsx']];
  const worker = spawn(process.execPath, [...flags, entry], {
    cwd: serviceRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL,
      SMTP_URL: sink.url,
      NEWSLETTER_MESSAGES_PER_SECOND: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await sleep(1500); // the worker's start (its pg-boss, its pool)

  const created = await sends.createSend({
    kind: 'issue',
    dedupeKey: `issue:bench-${Date.now()}`,
    subject: 'Apogee — the week in aviation and space',
    preheader: '',
    html: `<html><body><h1>This week</h1>${'<p>An article about a launch, with a picture and a link.</p>'.repeat(20)}<p><a href="{{unsubscribe_url}}">Unsubscribe</a> · <a href="{{preferences_url}}">Preferences</a></p></body></html>`,
    text: `This week\n\n${'An article about a launch.\n'.repeat(20)}\nUnsubscribe: {{unsubscribe_url}}\n`,
    audience: { topics: null, rhythm: 'each' },
    createdBy: 'bench',
  });
  const started = Date.now();
  const memory: { s: number; mb: number }[] = [];
  let firstAt: number | null = null;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      const mb = residentMegabytes(worker.pid);
      if (mb) memory.push({ s: +((Date.now() - started) / 1000).toFixed(1), mb });
      if (firstAt === null && sink.accepted() > 0) firstAt = Date.now();
      await sleep(500);
    }
  })();
  const during = (async () => {
    while (sink.accepted() === 0 && Date.now() - started < 60_000) await sleep(100);
    log('[newsletter] article p99 during the send…');
    return articleP99(Math.min(SECONDS, 10));
  })();
  // The end is seen by the sink's count; the send's report (a count of its 100,000 rows) is
  // read every 2 s meanwhile, as the newsroom's page reads it, and once at the end.
  let report = await sends.report(created.id);
  let reportReadAt = Date.now();
  while (
    report.status !== 'finished' &&
    sink.accepted() < subscribers &&
    Date.now() - started < 15 * 60_000
  ) {
    await sleep(100);
    if (Date.now() - reportReadAt >= 2000) {
      report = await sends.report(created.id);
      reportReadAt = Date.now();
    }
  }
  // Every message is in: the send finishes when its last batch is marked.
  while (report.status !== 'finished' && Date.now() - started < 15 * 60_000) {
    report = await sends.report(created.id);
    if (report.status !== 'finished') await sleep(100);
  }
  const finishedMs = Date.now() - started;
  const duringSend = await during;
  done = true;
  await sampler;
  worker.kill('SIGTERM');
  await sends.close();
  await sink.close();
  log('[newsletter] article p99 while idle, after the send…');
  const idleAfter = await articleP99(SECONDS);
  await db.close();

  const sendingMs = finishedMs - ((firstAt ?? started) - started);
  const result = {
    subscribers,
    finished: report.status === 'finished',
    sent: report.sent,
    acceptedBySink: sink.accepted(),
    timeToFinishMs: finishedMs,
    messagesPerSecond: Math.round(report.sent / (sendingMs / 1000)),
    memoryMb: memory,
    articleIdle: idleAround(idleBefore, idleAfter),
    articleDuringSend: duringSend,
  };
  log(JSON.stringify(result));
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log(JSON.stringify({ error: String((error as Error)?.message ?? error) }));
  process.exit(1);
});
