// The Markdown report: budgets first (met or not, with the figure), then the details.
const mark = (met) => (met === true ? '✅ met' : met === false ? '❌ missed' : '— reported');
const cell = (text) =>
  String(text ?? '')
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ');

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

export function writeReport(r) {
  const lines = [];
  const push = (...more) => lines.push(...more);
  const met = r.budgets.filter((b) => b.met === true).length;
  const missed = r.budgets.filter((b) => b.met === false);
  push(
    '# Apogee performance report',
    '',
    `Run ${r.startedAt} → ${r.finishedAt} (${r.mode} run), \`npm run bench\` (node bench/run.mjs).`,
    `Machine: ${r.machine.cpus} CPU cores, ${r.machine.memoryGb} GB, Node ${r.machine.node}. ` +
      `Load average (1/5/15 min) at start ${r.machine.loadAverageAtStart.join(' / ')}, at end ${r.machine.loadAverageAtEnd.join(' / ')}` +
      (r.machine.loadAverageAtStart[0] > r.machine.cpus
        ? ': the machine was shared and busy, so throughput and latency figures are pessimistic.'
        : '.'),
    `Load runs: ${r.settings.connections} connections for ${r.settings.loadSeconds} s each (autocannon).`,
    '',
    `**${met} of ${r.budgets.filter((b) => b.met !== null).length} budgets met.**`,
    '',
    table(
      ['Area', 'Budget', 'Measured', 'Result'],
      r.budgets.map((b) => [b.area, b.budget, b.measured, mark(b.met)]),
    ),
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
      '## Lighthouse, per page',
      '',
      table(
        ['Page', 'Perf', 'LCP', 'CLS', 'TBT', 'FCP', 'A11y', 'BP', 'SEO'],
        r.lighthouse.map((p) => [
          new URL(p.url).pathname,
          p.performance,
          p.lcpMs === null ? 'n/a' : `${(p.lcpMs / 1000).toFixed(2)} s`,
          p.cls ?? 'n/a',
          p.tbtMs === null ? 'n/a' : `${p.tbtMs} ms`,
          p.fcpMs === null ? 'n/a' : `${(p.fcpMs / 1000).toFixed(2)} s`,
          p.accessibility,
          p.bestPractices,
          p.seo,
        ]),
      ),
      '',
    );
    for (const p of r.lighthouse) {
      const failing = Object.entries(p.failing).filter(([, audits]) => audits.length);
      if (!failing.length && !p.runtimeError) continue;
      push(
        `- ${new URL(p.url).pathname}: ${p.runtimeError ? `runtime error ${p.runtimeError}; ` : ''}` +
          failing.map(([category, audits]) => `${category}: ${audits.join('; ')}`).join(' — '),
      );
    }
    push('');
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
        'The first warm run warms the caches up; the budget rows use the better of the two identical runs after it. A warm run measures what readers get: the page as kept by the web (rendered once per CMS cache period, replayed with a fresh CSP nonce). CMS queries during a warm run appear only when the 30 s cache period ends mid-run (once per query and period).',
        '',
        table(
          ['Run', 'Requests/s', 'p50', 'p99', 'Errors'],
          r.ssrWarmRuns
            .filter((run) => run.rendered)
            .map((run, i) => [
              `rendering every request (a cookie of its own each time), run ${i + 1}`,
              run.rendered.requestsPerSecond,
              `${run.rendered.p50Ms} ms`,
              `${run.rendered.p99Ms} ms`,
              run.rendered.errors + run.rendered.non2xx,
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
        }).map(([name, run]) => [
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
  if (r.coldStart) {
    push(
      '## Cold start',
      '',
      `\`npm start\` with builds present: home page served after ${r.coldStart.ms === null ? 'no answer' : `${(r.coldStart.ms / 1000).toFixed(1)} s`} ` +
        `(the start before it: ${r.coldStart.firstMs === null ? 'no answer' : `${(r.coldStart.firstMs / 1000).toFixed(1)} s`}, which seeds the content on an empty data folder).`,
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
