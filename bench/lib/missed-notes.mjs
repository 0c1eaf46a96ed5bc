// Why a budget can be missed on this setup and what would close it, from the CPU profiles and
// the runs behind docs/performance.md. The report prints the note beside each missed budget.
/** Said only when the machine was busy during the run (budgets.mjs removes it otherwise). */
export const SHARED =
  'Measured on a shared 2-core machine whose load average stayed above 2: every process, the load generator and Chromium competed for the same cores, so this figure is pessimistic.';

export const missedNotes = {
  'lighthouse-performance': `${SHARED} Lighthouse's mobile preset multiplies the main-thread work it observes by 4; hydration (React, router, query runtime) turns into long tasks. Compare the page's "without scripts" score in the Lighthouse table: the difference is our JavaScript's own cost, which the machine's load does not explain. See the TBT and LCP notes.`,
  'lighthouse-tbt': `${SHARED} Total Blocking Time is the entry chunk's evaluation and hydration (React DOM, TanStack Router and Query), observed at 4× CPU slowdown. The page's scripts-removed copy, measured in the same round, shows what remains without them (parsing, style and layout): the difference is our JavaScript's. Closing it: hydrating in slices (the root hydrated inside a transition), hydrating below-the-fold sections when idle or visible, less work in the entry chunk.`,
  'lighthouse-lcp': `Lighthouse's mobile LCP is simulated (Lantern) from an unthrottled load on localhost: it is the mean of two simulations, and both count every request that finished before the largest paint of that load (the pessimistic one also the pictures of low priority). The web server sends a page's scripts after its load and a painted frame (web/src/lib/http/scripts-after-load.server.ts), so they should not count; look in the page's Lighthouse result (bench/results/tmp/lighthouse) for requests that finished before the LCP, and for an LCP element that appears only after hydration (the cookie banner was one). Runs of the same page differ by up to a second on this machine (docs/performance.md).`,
  'lighthouse-cls':
    'A layout shift comes from content arriving after the first paint; images carry width and height, so look at the page’s late sections (comments, related posts) in the Lighthouse trace.',
  'lighthouse-accessibility':
    'See the failing audits listed under the page in the Lighthouse section of this report.',
  'lighthouse-best-practices':
    'See the failing audits listed under the page in the Lighthouse section of this report.',
  'lighthouse-seo':
    'See the failing audits listed under the page in the Lighthouse section of this report.',
  'first-load-js':
    'React DOM + TanStack Router + TanStack Query are about 100 KB gzipped before any page code (105–117 KB with the Start runtime, measured when the stack was chosen, which the site’s own client entry keeps off the first load). Look at the chunk table below for what else joined the entry, and import it lazily.',
  'ssr-throughput': `${SHARED} The web serves a warm article from the bytes it keeps per cache period (compressed once, the same for every reader); the CPU profile shows it idle a third of the time, i.e. starved by the other processes rather than busy. What would close it on this machine: a dedicated core per web process (run one web process per core behind the load balancer), or a CDN honouring the pages' validators.`,
  'ssr-signed-in': `${SHARED} Compare with the visitors' warm article above: when the signed-in figure is far below it, the reader's page is being rendered by React for every request instead of served from the shared page cache (a per-request render gave about a seventh of the kept page's throughput). What closes it: the page every visitor gets, from the shared page cache, with the personal parts (the header's account menu, the quiz state) filled in on the client through a small request.`,
  'inp-startup-tap': `A tap is "lost" when nothing the reader can see changed within 10 s: the control was in the server-rendered page but its handler arrived only with hydration (the scripts come after the load). INP itself is the delay to the next paint: a large input delay is the main thread busy with the entry chunk or hydration. What closes it: controls that work before hydration (a form's native submit, a menu opened without React) or are hydrated first, and hydration in slices so a tap is handled between them. The per-run table below gives input delay, processing and presentation.`,
  'origin-article': `${SHARED} The web writes each kept page's brotli bytes as they are, with its headers as a plain list (no Headers object re-checking the long Content-Security-Policy per reader); what is left per answer is srvx's request and the middleware. What would close it: a load generator on another machine, to tell the server's ceiling from wrk's share of the two cores, and a smaller article page.`,
  'ssr-p99': `${SHARED} With 50 connections and too few free CPU cycles, requests queue; p99 follows throughput. Same remedies as the throughput budget.`,
  'ssr-errors':
    'Look at the web log of the run: errors under load point at the CMS or the proxy timing out.',
  'ssr-cold':
    'Each CMS query must be asked once per cache period: check cms-cache.ts’s coalescing of concurrent misses for the operations counted above.',
  'quiz-save': `${SHARED} Each save is one statement (the session checked and the answer stored together) and one answer to the reader; the service's profile spends about a fifth of its CPU in the kernel sending on loopback (writev), and PostgreSQL, the service and the load generator share the two cores (about 0.26, 0.23 and 0.08 ms of CPU per save). Between identical full runs the figure moved between 2,751 and 4,073 requests/s here (24 November). What would close it: PostgreSQL on its own machine (as in production), or fewer indexes on quiz_answers.`,
  'quiz-next-review': `${SHARED} A next question is one read (session and the reader's answer version); the reader's review boxes (a row per question answered, with its box, due day and answer count) are kept under that version and read again only after an answer. If it is missed, look for the boxes being read on every call (a version that changes) before the choice itself.`,
  'quiz-learning': `${SHARED} A learning dashboard is one read (session, answer version and today's daily result); the answer days (shared with the dashboard) and the review boxes are kept under the version, and the rest (mastery per category, the forgiving streak) is computed in memory from them.`,
  'quiz-dashboard': `${SHARED} A dashboard is one read (session and the reader's answer version) and, when an answer was stored since, one index-only read of the reader's answers per day; both show in the sequential times below. If it is missed, look for the cache being bypassed (a version that changes on every call) before the database.`,
  'memory-web':
    "Most of the web's resident size after load is V8 heap that rendering grew and the collector has not returned (the run that renders every request leaves the most); the kept pages are at most 300 × about 60 KB, and page compression stays under 20 MB (measured apart). `npm start` now runs the web with --max-old-space-size=256 (measured: 276 MB after three runs instead of 412 MB); the container image should do the same (NODE_OPTIONS), and fewer renders (signed-in pages are rendered every time) lower it further.",
  'memory-quiz':
    "The stack's quiz-service runs the embedded PGlite (PostgreSQL compiled to WebAssembly) in its own process: its WebAssembly module asks for 128 MB of memory before it opens anything, and with 16 MB of shared buffers, its data folder created by a short-lived process and its code compiled by V8's baseline compiler only, it takes about 100 MB of the service's resident size, on top of the service itself (217–227 MB in all, measured apart). With DATABASE_URL set (production) there is no embedded database; that figure is the benchmark service on PostgreSQL. What would close it for the embedded default: running PGlite in a process of its own behind the PostgreSQL protocol, as PostgreSQL is in production.",
  'memory-cms':
    'Strapi 5 with its GraphQL plugin holds its schema, the admin and the content-type registry in memory (about 140 MB of live heap after start). `npm start` runs it with --max-old-space-size=384 (decision 063): check that the start script still has it, then look for what a heap snapshot after the load keeps.',
  'cms-import-memory':
    "A publish through the admin's content manager allocates generously (the entry populated in depth, its version's snapshot, the webhook), and without a heap ceiling V8 lets the old generation grow to four times what it keeps (decision 063). If the CMS misses it with its ceiling, compare heap snapshots (node --heapsnapshot-signal) after 0 and 1,000 publishes of a short run (--import-articles=1000): a structure whose count grows with the publishes is what the CMS keeps.",
  'memory-growth':
    'Growth between the two runs right after start is mostly the web filling its page and CMS caches and V8 growing its heap; a longer run (BENCH_SECONDS) tells a leak from warm-up.',
  'cold-start': `${SHARED} The CMS (Strapi) dominates the start; the web waits for it.`,
  'split-chunks':
    'A heavy feature was pulled into the article’s chunks: import it with React.lazy.',
  'no-graphql-client':
    'A GraphQL client or parser reached the browser bundle: CMS reads must stay in server functions.',
};
