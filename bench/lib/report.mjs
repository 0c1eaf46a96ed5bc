// The Markdown report: budgets first (met or not, with the figure), then the details: every
// Lighthouse and tap run with the machine's load and Lighthouse's benchmarkIndex beside it, and the
// machine's cost of a first touch of memory (machine.mjs) in its header.
import { VERDICT_RUNS, signed } from './budgets.mjs';
import { importSection } from './cms-import.mjs';
import { firstTouchLine } from './machine.mjs';

const mark = (met) => (met === true ? '✅ met' : met === false ? '❌ missed' : '— reported');
const cell = (text) =>
  String(text ?? '')
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ');

const seconds = (ms) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms == null ? 'n/a' : `${ms} ms`);
const pathOf = (url) => {
  const where = new URL(url);
  return `${where.pathname}${where.search}`;
};
/** The page a tap was measured on; a copy without scripts is named by the page it copies. */
const tappedPage = (check) =>
  check.baselineOf ? `${pathOf(check.baselineOf)} without scripts` : pathOf(check.url);
/** A median with the spread of its runs: "640 ms (590–720)". */
function withSpread(figure, format = (v) => `${v}`) {
  if (!figure || figure.median === null) return 'n/a';
  const range = figure.min !== figure.max ? ` (${format(figure.min)}–${format(figure.max)})` : '';
  return `${format(figure.median)}${range}`;
}

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** Every budget with its figure and verdict: the report's first table. */
export function budgetTable(budgets) {
  return table(
    ['Area', 'Budget', 'Measured', 'Result'],
    budgets.map((b) => [b.area, b.budget, b.measured, mark(b.met)]),
  );
}

/** How the run was started: `npm run bench`, or the command with its options. */
function commandOf(r) {
  return !r.command || r.command === 'node bench/run.mjs'
    ? '`npm run bench` (node bench/run.mjs)'
    : `\`${r.command}\``;
}

export function writeReport(r) {
  const lines = [];
  const push = (...more) => lines.push(...more);
  const met = r.budgets.filter((b) => b.met === true).length;
  const missed = r.budgets.filter((b) => b.met === false);
  push(
    '# Apogee performance report',
    '',
    `Run ${r.startedAt} → ${r.finishedAt} (${r.mode} run), ${commandOf(r)}.`,
    `Machine: ${r.machine.cpus} CPU cores, ${r.machine.memoryGb} GB, Node ${r.machine.node}. ` +
      `Load average (1/5/15 min) at start ${r.machine.loadAverageAtStart.join(' / ')}, at end ${r.machine.loadAverageAtEnd.join(' / ')}` +
      (r.machine.loadAverageAtStart[0] > r.machine.cpus
        ? ': the machine was shared and busy, so throughput and latency figures are pessimistic.'
        : '.'),
    ...[firstTouchLine(r.machine)].filter(Boolean),
    `Load runs: ${r.settings.connections} connections for ${r.settings.loadSeconds} s each (autocannon). ` +
      `Lighthouse: ${r.settings.lighthouseRuns} run${r.settings.lighthouseRuns > 1 ? 's' : ''} per page; taps: ${r.settings.tapRuns} run${r.settings.tapRuns > 1 ? 's' : ''} per page. A budget is met when the median of its runs meets it.`,
    '',
    ...(r.mode === 'quick'
      ? [
          `**A quick run: short loads and fewer than ${VERDICT_RUNS} runs per page. Its figures are indications, not the budget verdict; the Lighthouse and tap budgets are reported without one.**`,
          '',
        ]
      : []),
    r.budgets.some((b) => b.met !== null)
      ? `**${met} of ${r.budgets.filter((b) => b.met !== null).length} budgets met.**`
      : '**No budget judged in this run.**',
    '',
    budgetTable(r.budgets),
    '',
  );
  if (r.failures) {
    push('## Parts that failed to run', '');
    for (const [name, message] of Object.entries(r.failures)) push(`- ${name}: ${message}`);
    push('');
  }
  if (missed.length) {
    push('## Missed budgets: why, and what would close them', '');
    for (const b of missed)
      push(`- **${b.budget}** (${b.measured}): ${b.note ?? 'see docs/performance.md.'}`);
    push('');
  }
  if (r.lighthouse?.length) {
    push(
      '## Lighthouse (mobile), per page',
      '',
      `Each page ran ${r.settings.lighthouseRuns} time${r.settings.lighthouseRuns > 1 ? 's' : ''}, in rounds (every page once per round), and each run was followed at once by a run of the same page's HTML with its scripts and module preloads removed, served from a copy (stylesheets and pictures from the web as usual). Figures are the median of the runs with their spread in brackets; "our JavaScript" is the median of the paired differences (live − without scripts). Accessibility, best practices and SEO come from the first run.`,
      '',
      table(
        [
          'Page',
          'Perf',
          'TBT',
          'LCP',
          'CLS',
          'FCP',
          'Without scripts: perf / TBT',
          'Our JavaScript: perf / TBT',
          'A11y',
          'BP',
          'SEO',
        ],
        r.lighthouse.map((p) => [
          pathOf(p.url),
          withSpread(p.figures.performance),
          withSpread(p.figures.tbtMs, millis),
          withSpread(p.figures.lcpMs, seconds),
          withSpread(p.figures.cls),
          withSpread(p.figures.fcpMs, seconds),
          p.scriptsRemoved
            ? `${withSpread(p.scriptsRemoved.performance)} / ${withSpread(p.scriptsRemoved.tbtMs, millis)}`
            : 'not run',
          p.jsCost
            ? `${signed(p.jsCost.performance.median === null ? null : -p.jsCost.performance.median)} / ${signed(p.jsCost.tbtMs.median)} ms`
            : 'not run',
          p.accessibility,
          p.bestPractices,
          p.seo,
        ]),
      ),
      '',
      '### Every Lighthouse run',
      '',
      "Load: the machine's 1-minute load average as the run began. benchmarkIndex: Lighthouse's measure of the CPU speed it found as the run began (higher is faster); a run that found less CPU shows more blocking time.",
      '',
      table(
        [
          'Page',
          'Run',
          'Load',
          'benchmarkIndex',
          'Perf',
          'TBT',
          'LCP',
          'CLS',
          'FCP',
          'Without scripts: load',
          'benchmarkIndex',
          'Perf',
          'TBT',
          'LCP',
        ],
        r.lighthouse.flatMap((p) =>
          p.runs.map((run) => [
            pathOf(p.url),
            run.round,
            run.loadAverage,
            run.benchmarkIndex ?? 'n/a',
            run.performance ?? 'n/a',
            millis(run.tbtMs),
            seconds(run.lcpMs),
            run.cls ?? 'n/a',
            seconds(run.fcpMs),
            run.scriptsRemoved?.loadAverage ?? '',
            run.scriptsRemoved?.benchmarkIndex ?? '',
            run.scriptsRemoved?.performance ?? '',
            run.scriptsRemoved ? millis(run.scriptsRemoved.tbtMs) : '',
            run.scriptsRemoved ? seconds(run.scriptsRemoved.lcpMs) : '',
          ]),
        ),
      ),
      '',
    );
    for (const p of r.lighthouse) {
      const failing = Object.entries(p.failing ?? {}).filter(([, audits]) => audits.length);
      if (!failing.length && !p.runtimeErrors.length) continue;
      push(
        `- ${pathOf(p.url)}: ${p.runtimeErrors.length ? `runtime errors: ${p.runtimeErrors.join('; ')}; ` : ''}` +
          failing.map(([category, audits]) => `${category}: ${audits.join('; ')}`).join(' — '),
      );
    }
    push('');
  }
  if (r.tapInp?.length) {
    push(
      '## Interaction to Next Paint of a tap during start-up',
      '',
      `A phone-sized Chromium (412 × 823, touch) at ${r.tapInp[0].cpuSlowdown}× CPU slowdown opens the page on a new profile and taps the control as soon as it is visible; INP is read with the web-vitals library. "Took effect": the menu opened, or the reader's choice was marked, within 10 s of the tap. The quiz is tapped by the signed-in bench reader. "Without scripts": the same page's copy with its scripts removed, tapped in the same rounds, is the floor this browser and machine set (nothing answers its tap).`,
      '',
      table(
        ['Page', 'Tap', 'INP', 'Took effect', 'Tapped after', 'Effect after the tap'],
        r.tapInp.map((check) => [
          tappedPage(check),
          check.what,
          withSpread(check.inpMs, millis),
          check.baselineOf ? '—' : `${check.tookEffect}/${check.runs.length}`,
          withSpread(check.tappedAfterMs, millis),
          check.baselineOf ? '—' : withSpread(check.effectAfterMs, millis),
        ]),
      ),
      '',
      table(
        [
          'Page',
          'Tap',
          'Run',
          'INP',
          'Input delay',
          'Processing',
          'Presentation',
          'Tapped at (page clock)',
          'Effect after',
          'Target',
        ],
        r.tapInp.flatMap((check) =>
          check.runs.map((run, i) => [
            tappedPage(check),
            check.what,
            i + 1,
            run.error ? `failed: ${run.error}` : millis(run.inpMs),
            millis(run.inputDelayMs),
            millis(run.processingMs),
            millis(run.presentationMs),
            millis(run.tappedAtMs),
            check.baselineOf
              ? '—'
              : run.effectAfterMs === null
                ? 'lost'
                : millis(run.effectAfterMs),
            run.target ?? '',
          ]),
        ),
      ),
      '',
    );
  }
  if (r.firstLoad) {
    push(
      `## First-load JavaScript of ${r.firstLoad.url.replace(/^https?:\/\/[^/]+/, '')}`,
      '',
      table(
        ['Chunk', 'Bytes', 'Gzipped'],
        r.firstLoad.chunks.map((c) => [c.path, c.bytes, `${(c.gzipBytes / 1024).toFixed(1)} KB`]),
      ),
      '',
      `Total ${r.firstLoad.totalGzipKb} KB gzipped.`,
      '',
    );
  }
  // The other pages' chunks beyond the entry every page shares: where a page's weight comes from.
  for (const page of r.firstLoadPages ?? []) {
    if (!page.chunks) continue;
    const own = page.chunks.filter((c) => !r.firstLoad?.chunks.some((a) => a.path === c.path));
    push(
      `### Chunks of ${page.page} that the article does not load`,
      '',
      table(
        ['Chunk', 'Bytes', 'Gzipped'],
        own.map((c) => [c.path, c.bytes, `${(c.gzipBytes / 1024).toFixed(1)} KB`]),
      ),
      '',
      `Total ${page.totalGzipKb} KB gzipped.`,
      '',
    );
  }
  if (r.ssrWarm || r.ssrCold) {
    push('## Server rendering of an article', '');
    if (r.ssrWarmRuns) {
      push(
        table(
          ['Run', 'Requests/s', 'p50', 'p99', 'Errors', 'Non-2xx', 'CMS queries during the run'],
          r.ssrWarmRuns.map((run, i) => [
            `warm ${i + 1}`,
            run.article.requestsPerSecond,
            `${run.article.p50Ms} ms`,
            `${run.article.p99Ms} ms`,
            run.article.errors,
            run.article.non2xx,
            Object.entries(run.cmsQueries)
              .map(([n, c]) => `${n}×${c}`)
              .join(', ') || 'none',
          ]),
        ),
        '',
        'The first warm run warms the caches up; the budget rows use the better of the two identical runs after it. A warm run measures what readers get: the page as kept by the web (rendered and compressed once per cache period, the same bytes for every reader). CMS queries during a warm run appear only when the 30 s cache period ends mid-run (once per query and period).',
        '',
        table(
          ['Run', 'Requests/s', 'p50', 'p99', 'Errors', 'Non-2xx'],
          r.ssrWarmRuns
            .filter((run) => run.signedIn)
            .map((run, i) => [
              `signed-in reader (the bench reader's session cookie on every request), warm ${i + 1}`,
              run.signedIn.requestsPerSecond,
              `${run.signedIn.p50Ms} ms`,
              `${run.signedIn.p99Ms} ms`,
              run.signedIn.errors,
              run.signedIn.non2xx,
            ]),
        ),
        '',
      );
    }
    if (r.ssrCold) {
      push(
        `Cache cold (purged by the CMS webhook, then ${r.ssrCold.requests} simultaneous readers): ` +
          `${r.ssrCold.ok} answered 200, median ${r.ssrCold.medianMs} ms, slowest ${r.ssrCold.slowestMs} ms; ` +
          `GraphQL operations sent to the CMS: ${
            Object.entries(r.ssrCold.cmsQueries)
              .map(([n, c]) => `${n}×${c}`)
              .join(', ') || 'none'
          }.`,
        '',
      );
    }
  }
  for (const [title, quiz] of [
    ['quiz-service on PostgreSQL', r.quizPostgres],
    ['quiz-service on PGlite (embedded)', r.quizPglite],
  ]) {
    if (!quiz) continue;
    push(`## ${title}`, '');
    if (quiz.error) {
      push(quiz.error, '');
      continue;
    }
    push(
      `${quiz.answers.toLocaleString('en')} answers seeded in ${quiz.seedSeconds} s; ${quiz.connections} connections, ${quiz.seconds} s per run; service resident memory after the load ${quiz.rssMb} MB.`,
      '',
      table(
        ['Request', 'Requests/s', 'p50', 'p99', 'Errors', 'Non-2xx'],
        Object.entries({
          'POST /api/quiz/answers': quiz.http.saves,
          'GET /api/quiz/analytics (10,000 answers)': quiz.http.analytics,
          'GET /api/quiz/history?page=1': quiz.http.history,
          'GET /api/quiz/next, spaced review (10,000 answers)': quiz.http.next,
          'GET /api/quiz/learning (10,000 answers)': quiz.http.learning,
        })
          // A run left out (BENCH_QUIZ_RUNS, or a report older than it) has no row.
          .filter(([, run]) => run)
          .map(([name, run]) => [
            name,
            run['requests/s'],
            `${run['p50 (ms)']} ms`,
            `${run['p99 (ms)']} ms`,
            run.errors,
            run['non-2xx'],
          ]),
      ),
      '',
      table(
        ['Service + database call (sequential)', 'p50', 'p99'],
        Object.entries(quiz.database).map(([name, t]) => [name, `${t.p50} ms`, `${t.p99} ms`]),
      ),
      '',
    );
  }
  if (r.hostile) {
    const h = r.hostile;
    const figure = (f) =>
      f ? `${f.median} ms (runs ${f.runs.min}–${f.runs.max}) — ${f.worst}` : 'n/a';
    const rows = [
      ['quiz-service', "event loop's longest delay", h.service?.loopDelayMs],
      ['quiz-service', 'slowest answer', h.service?.answerMs],
      ['quiz-service', "/api/health's slowest meanwhile", h.service?.healthMs],
      ['web', 'cheap answer held longer than when idle', h.web?.loopHeldMs],
      ['web', 'slowest refusal', h.web?.refusalMs],
      ['web', 'search page reading every article', h.web?.pageMs],
      ['web', "/api/health's slowest meanwhile", h.web?.healthMs],
    ];
    push(
      '## Worst inputs',
      '',
      `Every input sent once per run, ${h.runs} run${h.runs > 1 ? 's' : ''}; each figure is the worst input's median over the runs, with that input's spread. ` +
        `quiz-service: ${h.service?.probes ?? 'n/a'} inputs to ${h.service?.routes ?? 'n/a'} routes, sent to a service built in the benchmark's process (PGlite) whose event loop is watched, /api/health asked every 20 ms, ten connections dripping. ` +
        `web: ${h.web?.probes ?? 'n/a'} inputs to the running stack's web (its idle /favicon.svg answer ${h.web?.idleMs ?? 'n/a'} ms), /favicon.svg and /api/health asked every 10 ms, ten connections dripping.`,
      '',
      table(
        ['Side', 'Figure', 'Worst input’s median'],
        rows.map(([side, what, f]) => [side, what, figure(f)]),
      ),
      '',
    );
    for (const [side, figures] of [
      ['quiz-service', h.service],
      ['web', h.web],
    ]) {
      if (figures?.error) push(`- ${side}: ${figures.error}`);
      for (const wrong of figures?.wrongAnswers ?? [])
        push(`- ${side}, answered otherwise than the tests expect: ${wrong}`);
    }
    if (h.error || h.service?.error || h.web?.error || h.service?.wrongCount || h.web?.wrongCount)
      push('');
    if (h.error) push(`${h.error}`, '');
  }
  if (r.memory) {
    push(
      '## Resident memory (MB)',
      '',
      table(
        ['When', 'web', 'quiz-service', 'cms'],
        Object.entries(r.memory).map(([when, m]) => [when, m.webMb, m.quizMb, m.cmsMb]),
      ),
      '',
    );
  }
  if (r.cmsImport?.runs) push(...importSection(r.cmsImport, table));
  if (r.coldStart) {
    push(
      '## Cold start',
      '',
      `\`npm start\` with builds present: home page served after ${r.coldStart.ms === null ? 'no answer' : `${(r.coldStart.ms / 1000).toFixed(1)} s`} ` +
        `(the start before it: ${r.coldStart.firstMs === null ? 'no answer' : `${(r.coldStart.firstMs / 1000).toFixed(1)} s`}, which seeds the content on an empty data folder).`,
      '',
    );
  }
  if (r.search) {
    const sr = r.search;
    const runRows = (name, figure) =>
      (figure?.runs ?? []).map((run, i) => [
        name,
        i + 1,
        run.requests,
        run.p50Ms,
        run.p95Ms,
        run.p99Ms,
        run.maxMs,
        run.requestsPerSecond,
        run.failed,
      ]);
    push(
      `## Search at ${sr.articles.toLocaleString('en')} articles`,
      '',
      `Quiz-service on PostgreSQL (${sr.databaseUrl}); the CMS on SQLite with the sample pack and ` +
        `${sr.articles.toLocaleString('en')} generated articles (\`npm run seed -- --scale\`). ` +
        'Every search run asks the benchmark’s 26 searches (bench/lib/search-scale.mjs: title and body words, ' +
        'phrases, exclusions, misspellings, filters, newest first, a second page, nonsense) again and again, two readers at once.',
      '',
      table(
        [
          'Where',
          'Run',
          'Searches',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'max ms',
          'searches/s',
          'failed',
        ],
        [
          ...runRows('service, PostgreSQL', sr.servicePostgres),
          ...runRows('through the web', sr.throughWeb),
          ...runRows('service, PGlite', sr.servicePglite),
        ],
      ),
      '',
    );
    if (sr.sitemap)
      push(
        table(
          ['Sitemap run', 'index ms', 'files (ms each)'],
          sr.sitemap.runs.map((run, i) => [
            i + 1,
            run.indexMs,
            run.files
              .map(
                (file) =>
                  `${file.file} ${file.ms}${file.status === 200 ? '' : ` (${file.status})`}`,
              )
              .join(', '),
          ]),
        ),
        '',
      );
  }
  if (r.caching) {
    const c = r.caching;
    const row = (name, a) =>
      a
        ? [
            name,
            a.path,
            a.status,
            a.cacheControl,
            a.etag ? 'yes' : 'no',
            a.revalidatedStatus ?? '',
            a.contentEncoding ?? 'none',
          ]
        : [name, 'none found', '', '', '', '', ''];
    push(
      '## HTTP caching and compression',
      '',
      table(
        ['Answer', 'Path', 'Status', 'Cache-Control', 'ETag', 'Revalidated', 'Encoding'],
        [
          row('hashed asset', c.hashedAsset),
          row('home page', c.homePage),
          row('article page', c.articlePage),
          row('media', c.media),
        ],
      ),
      '',
      `Image preloads: home ${c.imagePreloads.home.length}, article ${c.imagePreloads.article.length}. ` +
        `Fonts: ${c.fonts.files.length ? `${c.fonts.files.join(', ')}; font-display: swap ${c.fonts.swap ? 'yes' : 'no'}` : 'none (system font stack)'}.`,
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}
