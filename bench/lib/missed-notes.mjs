// Why a budget can be missed on this setup and what would close it, from the CPU profiles and
// the runs behind docs/performance.md. The report prints the note beside each missed budget.
/** Said only when the machine was busy during the run (budgets.mjs removes it otherwise). */
export const SHARED =
  'Measured on a shared 2-core machine whose load average stayed above 2: every process, the load generator and Chromium competed for the same cores, so this figure is pessimistic.';

export const missedNotes = {
  'lighthouse-performance': `${SHARED} Lighthouse's mobile preset multiplies the main-thread work it observes by 4; on a busy machine hydration (React, router, query runtime) turns into long tasks. Closing it: the first-load JavaScript cut below, and hydrating below-the-fold parts (comments, newsletter) on idle.`,
  'lighthouse-tbt': `${SHARED} Total Blocking Time is the hydration of the entry chunk (React DOM, TanStack Router and Query) observed at 4× CPU slowdown. Closing it: less JavaScript before interaction (see the first-load budget) and deferring hydration of below-the-fold sections.`,
  'lighthouse-lcp': `${SHARED} Lighthouse's mobile preset simulates a slow 4G link (150 ms round trips, 1.6 Mbit/s): the LCP is mostly the bytes of the largest image after the HTML and CSS. The heroes of home and article, and the first image of /stories, /publications and category lists, are fetched at once with fetchpriority=high. What would close it: smaller image variants for phones (story covers are served at full 1080×1920, with no srcset; the article srcset's smallest useful width is 500 px), and AVIF/WebP variants from the CMS.`,
  'lighthouse-cls':
    'A layout shift comes from content arriving after the first paint; images carry width and height, so look at the page’s late sections (comments, related posts) in the Lighthouse trace.',
  'lighthouse-accessibility':
    'See the failing audits listed under the page in the Lighthouse section of this report.',
  'lighthouse-best-practices':
    'See the failing audits listed under the page in the Lighthouse section of this report.',
  'lighthouse-seo':
    'See the failing audits listed under the page in the Lighthouse section of this report.',
  'first-load-js':
    'React DOM + TanStack Router + TanStack Query + the Start client runtime (createServerFn) are about 125 KB gzipped before any page code (DESIGN.md: 105–117 KB). What would close it: read the article’s data from the route loader on the client instead of TanStack Query for CMS pages (useBaseQuery + query-core, about 12 KB), and load the reader’s session (profile chunk) after the page is interactive.',
  'ssr-throughput': `${SHARED} The web serves a warm article from the page it keeps per CMS cache period (replayed with a fresh CSP nonce, compressed with brotli 5); the CPU profile shows it idle a third of the time, i.e. starved by the other processes rather than busy. What would close it on this machine: a dedicated core per web process (run one web process per core behind the load balancer), or a CDN honouring the pages' validators.`,
  'ssr-p99': `${SHARED} With 50 connections and too few free CPU cycles, requests queue; p99 follows throughput. Same remedies as the throughput budget.`,
  'ssr-errors':
    'Look at the web log of the run: errors under load point at the CMS or the proxy timing out.',
  'ssr-cold':
    'Each CMS query must be asked once per cache period: check cms-cache.ts’s coalescing of concurrent misses for the operations counted above.',
  'quiz-save': `${SHARED} The service is idle more than half of the profile: it waits on PostgreSQL (same machine) through a pool of 10 connections for 50 concurrent requests. CPU that remains: JWT verification through WebCrypto (jose, about 5%), building an Intl.DateTimeFormat for every time-zone check (isTimeZone in packages/contracts, about 3% — memoise valid zones), and Intl formatting in calendar.ts's localDate. What would close it: a pool sized to PostgreSQL's cores, memoised time-zone formatters, and PostgreSQL on its own machine.`,
  'quiz-dashboard': `${SHARED} One dashboard of a reader with 10,000 answers costs several milliseconds of database time (periods, month series, totals and streaks over the reader's answers; see the sequential call times below), so 50 concurrent dashboards queue on the 10 pooled connections. What would close it: keep each reader's dashboard in memory keyed by (reader, time zone, local day) and drop it when that reader saves an answer (the only writer of their answers), or maintain a per-reader daily totals table updated on save so a dashboard reads at most 730 rows instead of 10,000.`,
  'memory-web':
    "Most of the web's resident size after load is V8 heap that rendering grew and the collector has not returned (the run that renders every request leaves the most); the kept pages are at most 300 × about 60 KB, and page compression stays under 20 MB (measured apart). `npm start` now runs the web with --max-old-space-size=256 (measured: 276 MB after three runs instead of 412 MB); the container image should do the same (NODE_OPTIONS), and fewer renders (signed-in pages are rendered every time) lower it further.",
  'memory-quiz':
    "The stack's quiz-service runs the embedded PGlite (PostgreSQL compiled to WebAssembly) in its own process: its shared buffers and WebAssembly heap alone are a few hundred MB. With DATABASE_URL set (production) the service itself stays small; that figure is the benchmark service on PostgreSQL. What would close it for the embedded default: a smaller PGlite shared_buffers, or running PGlite in a worker whose memory is accounted apart.",
  'memory-cms':
    'Strapi 5 with its GraphQL plugin holds its schema, the admin and the content-type registry in memory; NODE_OPTIONS=--max-old-space-size=384 bounds its heap if needed.',
  'memory-growth':
    'Growth between the two runs right after start is mostly the web filling its page and CMS caches and V8 growing its heap; a longer run (BENCH_SECONDS) tells a leak from warm-up.',
  'cold-start': `${SHARED} The CMS (Strapi) dominates the start; the web waits for it.`,
  'split-chunks':
    'A heavy feature was pulled into the article’s chunks: import it with React.lazy.',
  'no-graphql-client':
    'A GraphQL client or parser reached the browser bundle: CMS reads must stay in server functions.',
};
