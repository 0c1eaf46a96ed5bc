// The CMS after a bulk import through its own API: an editor's import tool publishes thousands
// of articles one by one through the admin's content-manager API (create and publish in one
// request, as the admin's "Publish" button does for a new entry), on a stack of its own whose
// CMS holds the sample pack, with the web and the quiz-service listening to its webhook as in
// production. The CMS's resident size is read while it imports and again after a quiet wait.
// The scale seed (`npm run seed -- --scale`) writes straight into the tables and never goes
// through the document service, its middlewares, the webhook or the search index's follow-up
// reads: this is the path every editor's publish takes. bench/run.mjs runs it as the
// `cms-import` part (10,000 articles judged; --import-articles=N for shorter runs).
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { at } from '../../scripts/lib/paths.mjs';
import { run } from '../../scripts/lib/run.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { residentMegabytes } from './processes.mjs';
import { summarise } from './stats.mjs';

/** The budget: the CMS's resident size after 10,000 publishes and the quiet wait. */
export const IMPORT_BUDGET_MB = 600;
export const JUDGED_ARTICLES = 10_000;
/** How long the CMS is left alone after the last publish before its size is read. */
const SETTLE_MS = 60_000;
const SAMPLE_EVERY_MS = 5_000;
const MODEL = 'api::blog.blog';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An original article of about 3 KB of text, numbered so that each title and slug is new. */
export function article(n, run, refs) {
  const paragraph = (text) => ({ type: 'paragraph', children: [{ type: 'text', text }] });
  const beat = [
    'The ground crew rolled the stage out at dawn, and the checklist ran long into the morning.',
    'Engineers traced a pressure drop to a valve that had passed every test on the bench.',
    'Telemetry from the second burn matched the model to within a fraction of a percent.',
    'The airframe spent three weeks in the climatic hangar, cycled from desert heat to polar cold.',
    'A tracking station on the far side of the world caught the signal as the craft rose.',
  ];
  const body = Array.from({ length: 8 }, (_, i) =>
    paragraph(
      `${beat[(n + i) % beat.length]} ${beat[(n * 3 + i) % beat.length]} ` +
        `Report ${n} of import ${run}, part ${i + 1}: the team logged each step for the record.`,
    ),
  );
  const tags = refs.tags.length
    ? [refs.tags[n % refs.tags.length], refs.tags[(n + 1) % refs.tags.length]]
    : [];
  return {
    title: `Imported flight log ${run}-${n}`,
    slug: `imported-flight-log-${run}-${n}`,
    description: `Flight log ${n} of an archive brought over from an older site.`,
    content: body,
    featureImage: refs.imageId,
    category: refs.categories.length
      ? { connect: [{ documentId: refs.categories[n % refs.categories.length] }] }
      : undefined,
    author: refs.authors.length
      ? { connect: [{ documentId: refs.authors[n % refs.authors.length] }] }
      : undefined,
    tags: { connect: [...new Set(tags)].map((documentId) => ({ documentId })) },
  };
}

/** The admin API as the import tool uses it: a signed-in administrator's token. */
export function adminClient(cms, admin) {
  let token = null;
  const logIn = async () => {
    const answer = await fetch(`${cms}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    }).then((response) => response.json());
    token = answer?.data?.token;
    if (!token) throw new Error('could not log in to the CMS admin');
  };
  /** One request; a token that has ended (401) is renewed once by logging in again. */
  const request = async (method, pathname, body) => {
    if (!token) await logIn();
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${cms}${pathname}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      if (response.status === 401 && attempt === 0) {
        await logIn();
        continue;
      }
      return { status: response.status, body: await response.json().catch(() => null) };
    }
  };
  return { request };
}

/** The documentIds an article links to, and a picture of the media library. */
export async function references(admin) {
  const list = async (uid) => {
    const answer = await admin.request(
      'GET',
      `/content-manager/collection-types/${uid}?page=1&pageSize=20`,
    );
    return (answer.body?.results ?? []).map((entry) => entry.documentId).filter(Boolean);
  };
  const files = await admin.request('GET', '/upload/files?page=1&pageSize=1');
  const imageId = (files.body?.results ?? files.body ?? [])[0]?.id;
  if (!imageId) throw new Error('the media library has no picture to use');
  return {
    imageId,
    categories: await list('api::category.category'),
    authors: await list('api::author.author'),
    tags: await list('api::tag.tag'),
  };
}

/**
 * The sample pack seeded once (in a process of its own, as `npm run seed` does) into a folder
 * beside the import's, which every import starts from a copy of.
 */
async function seededCopy(dataDir) {
  const pristine = `${dataDir}-seeded`;
  const marker = path.join(pristine, 'seeded.json');
  if (!existsSync(marker)) {
    rmSync(pristine, { recursive: true, force: true });
    const env = { ...process.env, DATA_DIR: pristine };
    if ((await run('npm', ['run', 'seed', '--silent'], { cwd: at('.'), env })) !== 0)
      throw new Error('the sample content seed failed');
    writeFileSync(marker, JSON.stringify({ seededAt: new Date().toISOString() }));
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(pristine, dataDir, { recursive: true });
}

/**
 * One import: a fresh copy of the seeded data folder, the stack started on it, `articles`
 * publishes one after another, then the quiet wait. Resolves with the CMS's size over the run.
 */
async function importOnce({ articles, dataDir, ports, env, log, runNumber }) {
  await seededCopy(dataDir);
  const stack = await startStack({ dataDir, ports, env, log, quiet: ['cms', 'quiz', 'web'] });
  const pid = () => stack.children.get('cms')?.pid;
  const samples = [];
  const sample = (published) => {
    const mb = residentMegabytes(pid());
    samples.push({ second: Math.round((Date.now() - started) / 1000), published, mb });
    return mb;
  };
  const started = Date.now();
  try {
    const admin = adminClient(`http://127.0.0.1:${ports.cms}`, {
      email: stack.secrets.CMS_SEED_ADMIN_EMAIL,
      password: stack.secrets.CMS_SEED_ADMIN_PASSWORD,
    });
    const refs = await references(admin);
    const afterStartMb = sample(0);
    let published = 0;
    let failed = 0;
    let lastSample = Date.now();
    const importStarted = Date.now();
    for (let n = 1; n <= articles; n++) {
      const answer = await admin.request(
        'POST',
        `/content-manager/collection-types/${MODEL}/actions/publish`,
        article(n, runNumber, refs),
      );
      if (answer.status === 200 && answer.body?.data?.publishedAt) published += 1;
      else {
        failed += 1;
        if (failed <= 3) log(`[bench] import: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      if (Date.now() - lastSample >= SAMPLE_EVERY_MS) {
        lastSample = Date.now();
        const mb = sample(published);
        if (samples.length % 12 === 0) log(`[bench] import: ${published} published, CMS ${mb} MB`);
      }
    }
    const importMs = Date.now() - importStarted;
    const afterImportMb = sample(published);
    await sleep(SETTLE_MS);
    const settledMb = sample(published);
    return {
      articles,
      published,
      failed,
      importMs,
      publishesPerSecond: +(published / (importMs / 1000)).toFixed(1),
      afterStartMb,
      afterImportMb,
      settledMb,
      peakMb: Math.max(...samples.map((s) => s.mb ?? 0)),
      samples,
    };
  } finally {
    await stack.stop();
  }
}

/** The `cms-import` part: `runs` imports of `articles` each, every one on a fresh data folder. */
export async function measureCmsImport({ articles, runs, dataDir, ports, env = {}, log }) {
  const list = [];
  for (let i = 1; i <= runs; i++) {
    log(`[bench] import: ${articles} articles through the admin API (run ${i} of ${runs})…`);
    const result = await importOnce({ articles, dataDir, ports, env, log, runNumber: i });
    log(
      `[bench] import: ${result.published} published at ${result.publishesPerSecond}/s; CMS ${result.afterImportMb} MB, ${result.settledMb} MB after ${SETTLE_MS / 1000} s`,
    );
    list.push(result);
  }
  return {
    articles,
    settleSeconds: SETTLE_MS / 1000,
    runs: list,
    settledMb: summarise(list, (r) => r.settledMb),
    peakMb: summarise(list, (r) => r.peakMb),
    publishesPerSecond: summarise(list, (r) => r.publishesPerSecond, 1),
  };
}

const MB = (figure) =>
  figure.min === figure.max
    ? `${figure.median} MB`
    : `${figure.median} MB (runs ${figure.min}–${figure.max})`;

/** Its budget: judged at 10,000 articles, every one published; other sizes are reported. */
export function cmsImportBudgets(imported) {
  const judged = imported?.articles === JUDGED_ARTICLES;
  const at = imported ? `${imported.articles.toLocaleString('en')}` : '10,000';
  const ran = imported && !imported.error && imported.runs?.length;
  const allPublished = ran && imported.runs.every((r) => r.failed === 0);
  return [
    {
      id: 'cms-import-memory',
      area: 'Memory',
      budget: `the CMS after ${at} articles published one by one through the admin API, then ${SETTLE_MS / 1000} s left alone: ${judged ? `≤ ${IMPORT_BUDGET_MB} MB` : 'reported'} (median of the runs), every publish accepted`,
      measured:
        imported?.error ??
        (ran
          ? `${MB(imported.settledMb)}; peak while importing ${MB(imported.peakMb)}; ${imported.publishesPerSecond.median} publishes/s; ${imported.runs.reduce((n, r) => n + r.failed, 0)} refused; ${imported.runs.length} run${imported.runs.length > 1 ? 's' : ''}`
          : 'not run'),
      met: ran && judged ? allPublished && imported.settledMb.median <= IMPORT_BUDGET_MB : null,
    },
  ];
}

/** The report's section: each import, and the CMS's size every tenth of the way. */
export function importSection(imported, table) {
  const tenth = Math.max(1, Math.round(imported.articles / 10));
  const rows = imported.runs.map((r, i) => {
    const marks = [];
    for (let count = tenth; count <= r.published; count += tenth) {
      const reached = r.samples.find((s) => s.published >= count);
      if (reached) marks.push(`${count.toLocaleString('en')}: ${reached.mb}`);
    }
    return [
      i + 1,
      r.published,
      r.failed,
      r.publishesPerSecond,
      r.afterStartMb,
      marks.join(', '),
      r.afterImportMb,
      r.settledMb,
    ];
  });
  return [
    `## The CMS after ${imported.articles.toLocaleString('en')} publishes through its admin API`,
    '',
    'Each import starts on a fresh data folder with the sample pack (SQLite, the quiz-service on ' +
      'PGlite, as `npm start` runs them), then publishes the articles one after another through ' +
      "the admin's content-manager API (bench/lib/cms-import.mjs). Resident size of the CMS in MB.",
    '',
    table(
      [
        'Run',
        'Published',
        'Refused',
        'Publishes/s',
        'After start',
        'While importing (published: MB)',
        'After import',
        `After ${imported.settleSeconds} s`,
      ],
      rows,
    ),
    '',
  ];
}
