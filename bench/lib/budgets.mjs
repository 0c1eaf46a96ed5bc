// The performance budgets, each compared with what this run measured. `met` is null when the
// part was not run; `note` says why a budget was missed and what would close it.
import { cmsImportBudgets } from './cms-import.mjs';
import { hostileBudgets } from './hostile.mjs';
import { newsletterBudgets } from './newsletter.mjs';
import { originBudgets } from './origin.mjs';
import { sharedCacheBudgets } from './shared-cache-budgets.mjs';
import { SHARED, missedNotes } from './missed-notes.mjs';
import { meantForSearchEngines } from './pages.mjs';

/** The page with the worst value; a page whose value could not be measured counts as worst. */
function worst(pages, key, direction) {
  let found = null;
  for (const page of pages) {
    if (found === null || page[key] === null) {
      if (found?.[key] !== null) found = page;
      continue;
    }
    if (found[key] === null) continue;
    if (direction === 'max' ? page[key] > found[key] : page[key] < found[key]) found = page;
  }
  return found;
}

/** Fewer runs than this give figures, not a verdict (a quick run has one). */
export const VERDICT_RUNS = 3;

/** A difference with its sign: +12, −3. */
export const signed = (n) => (n === null ? 'n/a' : n >= 0 ? `+${n}` : `−${-n}`);

const pathOf = (url) => {
  const where = new URL(url);
  return `${where.pathname}${where.search}`;
};

function lighthouseBudgets(pages) {
  // The page-load figures are judged by the median of every run; the other categories do not
  // change between runs and are audited in the first (lighthouse.mjs).
  const FROM_EVERY_RUN = new Set(['performance', 'lcpMs', 'cls', 'tbtMs']);
  const rows = [
    ['lighthouse-performance', 'performance score', 'performance', 'min', 95, (v) => `${v}`],
    ['lighthouse-lcp', 'LCP', 'lcpMs', 'max', 2000, (v) => `${(v / 1000).toFixed(2)} s`],
    ['lighthouse-cls', 'CLS', 'cls', 'max', 0.05, (v) => `${v}`],
    ['lighthouse-tbt', 'TBT', 'tbtMs', 'max', 150, (v) => `${v} ms`],
    ['lighthouse-accessibility', 'accessibility', 'accessibility', 'min', 95, (v) => `${v}`],
    ['lighthouse-best-practices', 'best practices', 'bestPractices', 'min', 95, (v) => `${v}`],
    ['lighthouse-seo', 'SEO', 'seo', 'min', 95, (v) => `${v}`],
  ];
  const runs = pages?.length ? Math.min(...pages.map((page) => page.runCount)) : 0;
  const budgets = rows.map(([id, label, key, direction, limit, format]) => {
    // Each page's figure is the median of its runs; the worst page's decides. SEO is judged on
    // the pages meant for search engines (a noindex page scores low by design).
    const judged =
      id === 'lighthouse-seo' ? pages?.filter((p) => meantForSearchEngines(p.url)) : pages;
    const page = judged?.length ? worst(judged, key, direction === 'min' ? 'min' : 'max') : null;
    const value = page?.[key] ?? null;
    const range = page?.figures?.[key];
    const spread =
      range && range.min !== null && range.min !== range.max
        ? `, runs ${format(range.min)}–${format(range.max)}`
        : '';
    const verdict = value !== null && (direction === 'min' ? value >= limit : value <= limit);
    return {
      id,
      area: 'Lighthouse (mobile)',
      budget: `${label} ${direction === 'min' ? '≥' : '≤'} ${format(limit)} on every page${id === 'lighthouse-seo' ? ' meant for search engines (not /login, /search: noindex)' : ''} (${FROM_EVERY_RUN.has(key) ? `median of ${VERDICT_RUNS} runs` : 'audited in the first run'})`,
      measured: page
        ? `${value === null ? 'not measured' : format(value)} (worst: ${pathOf(page.url)}${spread}; ${judged.length} page${judged.length > 1 ? 's' : ''}, ${runs} run${runs > 1 ? 's' : ''} each${runs < VERDICT_RUNS ? ': no verdict' : ''})`
        : 'not run',
      met: page && runs >= VERDICT_RUNS ? verdict : null,
    };
  });
  // What our scripts cost, beside the absolute figures: reported, the budgets above judge.
  const paired = pages?.filter((page) => page.jsCost?.tbtMs.median != null) ?? [];
  if (paired.length) {
    const heaviest = paired.reduce((a, b) =>
      b.jsCost.tbtMs.median > a.jsCost.tbtMs.median ? b : a,
    );
    const { jsCost, scriptsRemoved } = heaviest;
    budgets.push({
      id: 'lighthouse-js-cost',
      area: 'Lighthouse (mobile)',
      budget:
        'reported (no budget): our JavaScript’s own cost, live page minus its scripts-removed copy (median of the paired runs)',
      measured: `TBT ${signed(jsCost.tbtMs.median)} ms, performance ${signed(jsCost.performance.median === null ? null : -jsCost.performance.median)} (worst: ${pathOf(heaviest.url)}; without scripts TBT ${scriptsRemoved.tbtMs.median} ms, performance ${scriptsRemoved.performance.median})`,
      met: null,
    });
  }
  return budgets;
}

function tapBudget(all) {
  // The copies without scripts are the baseline, reported beside the pages and not judged.
  const checks = all?.filter((check) => !check.baselineOf);
  const baselines = all?.filter((check) => check.baselineOf) ?? [];
  const runs = checks?.length ? Math.min(...checks.map((check) => check.runs.length)) : 0;
  const inp = (check) =>
    `${check.inpMs.median === null ? 'not measured' : `${check.inpMs.median} ms`}` +
    `${check.inpMs.min !== check.inpMs.max ? ` (${check.inpMs.min}–${check.inpMs.max})` : ''}`;
  const measured = checks?.length
    ? checks
        .map(
          (check) =>
            `${pathOf(check.url)} ${check.what}: ${inp(check)}, took effect ${check.tookEffect}/${check.runs.length}`,
        )
        .join('; ') +
      (baselines.length
        ? `; without scripts (baseline): ${baselines.map((check) => `${pathOf(check.baselineOf)} ${inp(check)}`).join(', ')}`
        : '') +
      (runs < VERDICT_RUNS ? ` (${runs} run each: no verdict)` : '')
    : 'not run';
  const met = checks?.length
    ? checks.every(
        (check) =>
          check.inpMs.median !== null &&
          check.inpMs.median <= 200 &&
          check.tookEffect === check.runs.length,
      )
    : null;
  return {
    id: 'inp-startup-tap',
    area: 'Interaction',
    budget: `a tap as soon as the control is visible (4× CPU slowdown): INP ≤ 200 ms (median of ${VERDICT_RUNS} or more runs) and the tap takes effect, on every page checked`,
    measured,
    met: checks?.length && runs >= VERDICT_RUNS ? met : null,
  };
}

const mb = (value) => (value == null ? 'n/a' : `${value} MB`);

export function budgetsOf(r) {
  const budgets = [...lighthouseBudgets(r.lighthouse), tapBudget(r.tapInp)];
  const add = (id, area, budget, measured, met) =>
    budgets.push({ id, area, budget, measured, met });

  const fl = r.firstLoad;
  add(
    'first-load-js',
    'JavaScript',
    'first load of an article ≤ 125 KB gzipped',
    fl ? `${fl.totalGzipKb} KB in ${fl.chunks.length} chunks` : 'not run',
    fl ? fl.totalGzipKb <= 125 : null,
  );
  const others = r.firstLoadPages;
  add(
    'first-load-js-pages',
    'JavaScript',
    'first load of /, /quizzes and a search with results ≤ 125 KB gzipped each',
    others?.length
      ? others.map((page) => `${page.page} ${page.totalGzipKb} KB`).join(', ')
      : 'not run',
    others?.length ? others.every((page) => page.totalGzipKb <= 125) : null,
  );
  add(
    'split-chunks',
    'JavaScript',
    'charts, confetti, story viewer, other routes’ forms in their own chunks',
    fl
      ? fl.deferred
          .map(
            (d) =>
              `${d.what}: ${d.chunks.length ? d.chunks.join(', ') : 'no chunk'}${d.inFirstLoad.length ? ' (LOADED on the article)' : ''}`,
          )
          .join('; ')
      : 'not run',
    fl ? fl.deferred.every((d) => d.inFirstLoad.length === 0) : null,
  );
  add(
    'no-graphql-client',
    'JavaScript',
    'no GraphQL client in the browser',
    fl
      ? fl.graphqlInBrowser.length
        ? `found in ${fl.graphqlInBrowser.join(', ')}`
        : 'none in any built chunk'
      : 'not run',
    fl ? fl.graphqlInBrowser.length === 0 : null,
  );

  const warm = r.ssrWarm?.article;
  add(
    'ssr-throughput',
    'Server rendering',
    'article, cache warm, 50 connections: ≥ 400 requests/s',
    warm ? `${warm.requestsPerSecond} requests/s` : 'not run',
    warm ? warm.requestsPerSecond >= 400 : null,
  );
  add(
    'ssr-p99',
    'Server rendering',
    'article, cache warm: p99 ≤ 150 ms',
    warm ? `${warm.p99Ms} ms (p50 ${warm.p50Ms} ms)` : 'not run',
    warm ? warm.p99Ms <= 150 : null,
  );
  add(
    'ssr-errors',
    'Server rendering',
    'article, cache warm: zero errors',
    warm ? `${warm.errors} errors, ${warm.non2xx} non-2xx of ${warm.requests}` : 'not run',
    warm ? warm.errors === 0 && warm.non2xx === 0 : null,
  );
  const signedIn = r.ssrWarm?.signedIn;
  add(
    'ssr-signed-in',
    'Server rendering',
    'article for a signed-in reader (a valid session cookie on every request), 50 connections: ≥ 400 requests/s, zero errors',
    signedIn
      ? `${signedIn.requestsPerSecond} requests/s (p50 ${signedIn.p50Ms} ms, p99 ${signedIn.p99Ms} ms), ${signedIn.errors} errors, ${signedIn.non2xx} non-2xx`
      : 'not run',
    signedIn
      ? signedIn.requestsPerSecond >= 400 && signedIn.errors === 0 && signedIn.non2xx === 0
      : null,
  );
  const cold = r.ssrCold;
  const maxQueries = cold ? Math.max(0, ...Object.values(cold.cmsQueries)) : null;
  add(
    'ssr-cold',
    'Server rendering',
    'cache cold: 50 simultaneous readers all get the page; each CMS query asked at most once',
    cold
      ? `${cold.ok}/${cold.requests} pages in ${cold.slowestMs} ms; CMS queries: ${
          Object.entries(cold.cmsQueries)
            .map(([name, n]) => `${name}×${n}`)
            .join(', ') || 'none'
        }`
      : 'not run',
    cold ? cold.ok === cold.requests && maxQueries <= 1 : null,
  );

  const pgQuiz = r.quizPostgres?.http;
  const quizBudget = (id, label, key, rps) => {
    const run = pgQuiz?.[key];
    add(
      id,
      'quiz-service (PostgreSQL)',
      `${label}, 50 connections: ≥ ${rps.toLocaleString('en')} requests/s, p99 ≤ 50 ms, zero errors`,
      run
        ? `${run['requests/s']} requests/s, p99 ${run['p99 (ms)']} ms, ${run.errors} errors, ${run['non-2xx']} non-2xx`
        : (r.quizPostgres?.error ?? 'not run'),
      run
        ? run['requests/s'] >= rps &&
            run['p99 (ms)'] <= 50 &&
            run.errors === 0 &&
            run['non-2xx'] === 0
        : null,
    );
  };
  quizBudget('quiz-save', 'saving an answer', 'saves', 3000);
  quizBudget('quiz-dashboard', 'dashboard of a reader with 10,000 answers', 'analytics', 1500);
  quizBudget('quiz-next-review', 'next question with spaced review', 'next', 2000);
  quizBudget('quiz-learning', 'learning dashboard (mastery and streaks)', 'learning', 1500);
  const lite = r.quizPglite?.http;
  add(
    'quiz-pglite',
    'quiz-service (PGlite)',
    'reported (no budget): save / dashboard',
    lite
      ? `save ${lite.saves['requests/s']} requests/s (p99 ${lite.saves['p99 (ms)']} ms); dashboard ${lite.analytics['requests/s']} requests/s (p99 ${lite.analytics['p99 (ms)']} ms)`
      : (r.quizPglite?.error ?? 'not run'),
    null,
  );

  const after = r.memory?.afterThirdRun ?? r.memory?.afterSecondRun;
  const first = r.memory?.afterThirdRun ? r.memory.afterSecondRun : r.memory?.afterFirstRun;
  const quizRss = Math.max(after?.quizMb ?? 0, r.quizPostgres?.rssMb ?? 0) || null;
  add(
    'memory-web',
    'Memory',
    'web ≤ 350 MB after the load',
    mb(after?.webMb),
    after ? after.webMb <= 350 : null,
  );
  add(
    'memory-quiz',
    'Memory',
    'quiz-service ≤ 250 MB after the load',
    `${mb(quizRss)} (site's quiz-service ${mb(after?.quizMb)}; benchmark service on PostgreSQL ${mb(r.quizPostgres?.rssMb)})`,
    quizRss ? quizRss <= 250 : null,
  );
  add(
    'memory-cms',
    'Memory',
    'cms ≤ 600 MB after the load',
    mb(after?.cmsMb),
    after ? after.cmsMb <= 600 : null,
  );
  // Growth: a second identical run may not add more than 10% (allocator noise stays below it).
  const growth =
    after && first
      ? ['webMb', 'quizMb', 'cmsMb'].map((key) => ({ key, from: first[key], to: after[key] }))
      : null;
  add(
    'memory-growth',
    'Memory',
    'no growth over a second identical run (≤ 10%, after a warm-up run)',
    growth
      ? growth.map((g) => `${g.key.replace('Mb', '')} ${g.from} → ${g.to} MB`).join(', ')
      : 'not run',
    growth ? growth.every((g) => g.to <= g.from * 1.1) : null,
  );

  const cs = r.coldStart;
  add(
    'cold-start',
    'Cold start',
    '`npm start` with builds present serves / in ≤ 20 s',
    cs?.ms ? `${(cs.ms / 1000).toFixed(1)} s` : cs ? 'did not answer' : 'not run',
    cs ? cs.ms !== null && cs.ms <= 20_000 : null,
  );

  const c = r.caching;
  if (c) {
    add(
      'cache-assets',
      'HTTP caching',
      'hashed assets: long-lived immutable, brotli',
      c.hashedAsset
        ? `${c.hashedAsset.cacheControl}; ${c.hashedAsset.contentEncoding ?? 'uncompressed'}`
        : 'no asset found',
      Boolean(
        c.hashedAsset?.cacheControl?.includes('immutable') &&
        c.hashedAsset.contentEncoding === 'br',
      ),
    );
    for (const [id, label, answer] of [
      ['cache-pages', 'CMS-backed pages (article)', c.articlePage],
      ['cache-media', 'media (/uploads)', c.media],
    ]) {
      add(
        id,
        'HTTP caching',
        `${label}: ETag, Cache-Control, 304 on revalidation, compressed`,
        answer
          ? `Cache-Control ${answer.cacheControl ?? 'none'}; ETag ${answer.etag ? 'yes' : 'none'}; revalidation ${answer.revalidatedStatus ?? 'n/a'}; ${answer.contentEncoding ?? 'uncompressed'}`
          : 'none found',
        Boolean(
          answer?.cacheControl &&
          answer.etag &&
          answer.revalidatedStatus === 304 &&
          (id === 'cache-media' || answer.contentEncoding),
        ),
      );
    }
    const preloads = [...c.imagePreloads.home, ...c.imagePreloads.article];
    add(
      'preload-lcp',
      'HTTP caching',
      'LCP image preloaded (home, article)',
      `home ${c.imagePreloads.home.length}, article ${c.imagePreloads.article.length} image preloads`,
      c.imagePreloads.home.length > 0 && c.imagePreloads.article.length > 0 && preloads.length > 0,
    );
    add(
      'fonts',
      'HTTP caching',
      'fonts self-hosted, subset, font-display: swap, preloaded',
      c.fonts.files.length
        ? `${c.fonts.files.length} font files, swap ${c.fonts.swap ? 'yes' : 'no'}, ${c.fonts.preloaded.length} preloaded`
        : 'no web fonts: the system font stack loads nothing',
      c.fonts.files.length === 0 || (c.fonts.swap && c.fonts.preloaded.length > 0),
    );
  }

  const sr = r.search;
  if (sr) {
    const judged = sr.articles === 10_000;
    const at = `${sr.articles.toLocaleString('en')} articles`;
    const verdict = (ok) => (judged ? ok : null);
    const p95 = (figure) =>
      figure
        ? `p95 ${figure.p95Ms.median} ms (runs ${figure.p95Ms.min}–${figure.p95Ms.max}; p50 ${figure.runs[0].p50Ms} ms, ${figure.runs[0].workers} readers at once, ${figure.runs.reduce((n, run) => n + run.failed, 0)} failed)`
        : 'not run';
    const searchBudget = (id, label, figure, limit) =>
      add(
        id,
        'Search at scale',
        `${label} at ${at}: ${judged ? `p95 ≤ ${limit} ms` : 'reported'} (median of 3 runs of ${figure?.runs[0]?.requests ?? 'n'} varied searches)`,
        p95(figure),
        figure
          ? verdict(figure.p95Ms.median <= limit && figure.runs.every((run) => run.failed === 0))
          : null,
      );
    searchBudget(
      'search-postgres',
      'search answer in the service on PostgreSQL',
      sr.servicePostgres,
      50,
    );
    searchBudget('search-web', 'search answer through the web (PostgreSQL)', sr.throughWeb, 50);
    if (judged)
      searchBudget(
        'search-pglite',
        'search answer in the service on PGlite',
        sr.servicePglite,
        150,
      );
    const page = sr.searchPage;
    add(
      'search-page',
      'Search at scale',
      `the search page with results at ${at}, 50 connections, 20 different searches: ${judged ? '≥ 200 requests/s' : 'reported'}, zero errors`,
      page
        ? `${page.requestsPerSecond.median} requests/s (runs ${page.requestsPerSecond.min}–${page.requestsPerSecond.max}; p99 ${page.runs[0].p99Ms} ms), ${page.runs.reduce((n, run) => n + run.errors + run.non2xx, 0)} errors or non-2xx`
        : 'not run',
      page
        ? verdict(
            page.requestsPerSecond.median >= 200 &&
              page.runs.every((run) => run.errors === 0 && run.non2xx === 0),
          )
        : null,
    );
    const sm = sr.sitemap;
    add(
      'search-sitemap',
      'Search at scale',
      `sitemap index and each sitemap file, first request after a purge, at ${at}: ${judged ? '≤ 500 ms' : 'reported'}`,
      sm
        ? `index ${sm.indexMs.median} ms, slowest file ${sm.slowestFileMs.median} ms (runs ${sm.slowestFileMs.min}–${sm.slowestFileMs.max}; ${sm.runs[0].files.length} files, ${sm.urls} addresses)`
        : 'not run',
      sm
        ? verdict(
            sm.indexMs.median <= 500 &&
              sm.slowestFileMs.median <= 500 &&
              sm.runs[0].files.every((file) => file.status === 200),
          )
        : null,
    );
    const list = sr.legacyFetchblog;
    add(
      'search-legacy-list',
      'Search at scale',
      `the REST adapter's GET /blog/fetchblog (every article with its HTML, streamed) at ${at}: ${judged ? '≤ 1 s' : 'reported'} (median of 3)`,
      list
        ? `${list.ms.median} ms (runs ${list.ms.min}–${list.ms.max}; first byte ${list.firstByteMs.median} ms; ${list.runs[0].articles} articles, ${list.runs[0].megabytes} MB)`
        : 'not run',
      list ? verdict(list.ms.median <= 1000 && list.runs.every((run) => run.status === 200)) : null,
    );
    const pub = sr.publishToIndex;
    add(
      'search-publish',
      'Search at scale',
      `an article published in the CMS is found by the search: ${judged ? '≤ 5 s' : 'reported'} (median of 3)`,
      pub?.error ?? (pub ? `${pub.median} ms (runs ${pub.runsMs.join(', ')} ms)` : 'not run'),
      pub && !pub.error ? verdict(pub.runsMs.every((v) => v !== null) && pub.median <= 5000) : null,
    );
    const mem = sr.memoryAfter;
    add(
      'search-memory',
      'Search at scale',
      `memory after the runs at ${at}: ${judged ? 'CMS ≤ 600 MB, web ≤ 350 MB' : 'reported'}`,
      mem
        ? `CMS ${mb(mem.cmsMb)}, web ${mb(mem.webMb)}, quiz-service ${mb(mem.quizMb)}${sr.pgliteMb ? `, quiz-service on PGlite ${mb(sr.pgliteMb)}` : ''}`
        : 'not run',
      mem ? verdict(mem.cmsMb <= 600 && mem.webMb <= 350) : null,
    );
    add(
      'search-build',
      'Search at scale',
      `reported (no budget): index rebuild, and the scale fixture's generation, at ${at}`,
      `rebuild ${sr.reindexPostgres ? `${(sr.reindexPostgres.ms / 1000).toFixed(1)} s` : 'not run'} on PostgreSQL${sr.pgliteFirstBuildMs ? `, first build on PGlite ${(sr.pgliteFirstBuildMs / 1000).toFixed(1)} s` : ''}; generation ${sr.seed ? `${(sr.seed.scaleMs / 1000).toFixed(1)} s (sample pack ${(sr.seed.sampleMs / 1000).toFixed(1)} s)` : 'n/a'}`,
      null,
    );
  }

  budgets.push(...hostileBudgets(r.hostile));
  budgets.push(...newsletterBudgets(r.newsletter));
  budgets.push(...originBudgets(r.origin));
  budgets.push(...sharedCacheBudgets(r.sharedCache));
  if (r.cmsImport) budgets.push(...cmsImportBudgets(r.cmsImport));

  const busy = (r.machine?.loadAverageAtStart?.[0] ?? 0) > (r.machine?.cpus ?? 1);
  for (const budget of budgets) {
    if (budget.met !== false) continue;
    const note = missedNotes[budget.id] ?? null;
    budget.note = note && !busy ? note.replace(`${SHARED} `, '') : note;
  }
  return budgets;
}
