// Pages readers share, kept as rendered: a page for everyone (page-audience.server.ts: rendered
// without any session, from the same shared cookies and address, visitor or signed-in reader
// alike) is rendered once per CMS cache period and replayed with each answer's own CSP nonce, so
// a warm site does not run React again for every reader. It is replayed as long as the page's
// ETag (createPageValidator) holds: a new build, a CMS publish or the next cache period renders
// it anew. At the end of a cache period it stands in while the new render is made (or fails), so
// no reader waits for React because a period ended; a publish leaves nothing standing in.
//
// A page whose URL has a query (a search, above all: /search?discover=…) is kept only once
// it has been asked for ASKS_BEFORE_KEPT times within ASK_PERIOD_MS. Anyone can make up a new
// query on every request; kept at once, each would push a popular page out of the MAX_PAGES.
// The asks are counted per kept page (its URL as asked, cookies and session or not), not
// per query folded to lower case: a new spelling of a popular query must be asked often too,
// or "Mars", "MARS", "mars " … would each be kept after one ask. Search itself is also limited
// per address (the quiz-service's searchPerIp), which bounds how many a visitor can make up.
import { PAGE_CACHE_CONTROL, type PageValidator } from './caching.server';

/** Pages kept at most (one per address and cookies); the oldest goes first (some 60 KB each). */
const MAX_PAGES = 300;
/**
 * How long a page kept in an earlier cache period still stands in for its next render: readers
 * get it at once while that render is under way, and while renders fail (the CMS away). A CMS
 * publish never leaves a page standing in: its webhook clears them all.
 */
const STALE_FOR_MS = 5 * 60_000;
/** Renders of a page with a query before it is kept: a one-off query is never kept. */
const ASKS_BEFORE_KEPT = 3;
/** The period those asks must fall in, counted from the first. */
const ASK_PERIOD_MS = 10 * 60_000;
/** Pages with a query whose asks are counted at once; the oldest count goes first. */
const MAX_ASK_COUNTS = 5000;

/** A page as rendered: its HTML, its headers and the nonce its render stamped on it. */
interface KeptPage {
  html: string;
  headers: [string, string][];
  nonce: string;
  /** The ETag it was rendered under: the cache period it belongs to. */
  key: string;
  keptAt: number;
}

/** What a page is kept under: its ETag and its identity across cache periods. */
interface PageKey {
  key: string;
  identity: string;
}

export interface RenderedPages {
  /** The CMS content changed: nothing kept may be replayed. */
  clear(): void;
  /** How many pages are kept. */
  size(): number;
  /** The page kept in this cache period for this request, carrying `nonce`, or null. */
  replay(request: Request, nonce: string | null): Response | null;
  /**
   * Keeps a freshly rendered page when every reader would get the same; returns it. `at` is the
   * page's ETag and identity from before the render, so a render that a CMS publish overtook is
   * kept under the old content's, where nobody asks for it.
   */
  keep(request: Request, response: Response, nonce: string | null, at?: PageKey): Promise<Response>;
  /**
   * The page for a request that has none kept in this cache period: the one kept in an earlier
   * period, at once, while `render` makes the new one behind it; else rendered by `render` and
   * kept, or, when a render of the same shared page is already under way, that render's page
   * replayed with this answer's nonce (React runs once, not once per waiting reader).
   */
  render(
    request: Request,
    nonce: string | null,
    key: string,
    render: () => Promise<Response>,
  ): Promise<Response>;
}

export function createRenderedPages({
  validator,
  maxPages = MAX_PAGES,
  staleForMs = STALE_FOR_MS,
  asksBeforeKept = ASKS_BEFORE_KEPT,
  now = Date.now,
  onRenderFailed = () => {},
}: {
  validator: PageValidator;
  maxPages?: number;
  staleForMs?: number;
  /** Renders of a page with a query before it is kept (ASKS_BEFORE_KEPT). */
  asksBeforeKept?: number;
  now?: () => number;
  /** A render behind a page that stood in failed (the readers got the earlier page). */
  onRenderFailed?: (error: unknown) => void;
}): RenderedPages {
  /** By identity: the newest page kept for each address and cookies. */
  const pages = new Map<string, KeptPage>();
  /** Renders under way, by ETag: when a cache period ends, its many readers share one render. */
  const rendering = new Map<string, Promise<void>>();
  /** Pages with a query not kept yet, by identity: how often and since when they were asked. */
  const asks = new Map<string, { count: number; since: number }>();

  /** Counts one render of a page with a query; true once it has been asked often enough. */
  function askedOften(request: Request, identity: string): boolean {
    // Kept before (an earlier cache period): asked often already.
    if (!new URL(request.url).search || pages.has(identity)) return true;
    const at = now();
    let ask = asks.get(identity);
    if (!ask || at - ask.since > ASK_PERIOD_MS) ask = { count: 0, since: at };
    ask.count += 1;
    asks.delete(identity);
    if (ask.count >= asksBeforeKept) return true;
    asks.set(identity, ask);
    const oldest = asks.keys().next();
    if (asks.size > MAX_ASK_COUNTS && !oldest.done) asks.delete(oldest.value);
    return false;
  }

  const replayOf = (request: Request, page: KeptPage, nonce: string, standIn = false) => {
    const body = request.method === 'HEAD' ? null : page.html.replaceAll(page.nonce, nonce);
    const headers = new Headers(page.headers);
    // A page standing in gets no ETag: the next cache period's ETag would vouch for it.
    if (standIn) headers.set('cache-control', PAGE_CACHE_CONTROL);
    return new Response(body, { status: 200, headers });
  };

  const rendered: RenderedPages = {
    clear() {
      pages.clear();
    },
    size: () => pages.size,
    replay(request, nonce) {
      if (!nonce || !validator.shared(request)) return null;
      const page = pages.get(validator.identityOf(request));
      if (!page || page.key !== validator.etagOf(request)) return null;
      return replayOf(request, page, nonce);
    },
    async keep(request, response, nonce, at) {
      const type = response.headers.get('content-type') ?? '';
      const keepable =
        request.method === 'GET' &&
        response.status === 200 &&
        type.startsWith('text/html') &&
        !response.headers.has('set-cookie') &&
        !response.headers.has('cache-control') &&
        validator.shared(request);
      if (!nonce || !keepable) return response;
      const { key, identity } = at ?? {
        key: validator.etagOf(request),
        identity: validator.identityOf(request),
      };
      if (!askedOften(request, identity)) return response;
      const html = await response.text();
      const headers = [...response.headers];
      pages.delete(identity);
      const oldest = pages.keys().next();
      if (pages.size >= maxPages && !oldest.done) pages.delete(oldest.value);
      pages.set(identity, { html, headers, nonce, key, keptAt: now() });
      return new Response(html, { status: 200, headers });
    },
    async render(request, nonce, key, render) {
      if (!nonce || request.method !== 'GET' || !validator.shared(request)) return render();
      const at = { key, identity: validator.identityOf(request) };
      const earlier = pages.get(at.identity);
      // Kept a moment ago by a render that finished after this request's look.
      if (earlier?.key === key) return replayOf(request, earlier, nonce);
      if (earlier && now() - earlier.keptAt <= staleForMs) {
        if (!rendering.has(key))
          renderAndKeep(request, nonce, at, render).then(
            // Nobody reads this answer: a page that was not kept (an error) is let go.
            (response) => response.body?.cancel().catch(() => {}),
            onRenderFailed,
          );
        return replayOf(request, earlier, nonce, true);
      }
      const pending = rendering.get(key);
      if (pending) {
        await pending;
        const page = pages.get(at.identity);
        if (page?.key === key) return replayOf(request, page, nonce);
        return render();
      }
      return renderAndKeep(request, nonce, at, render);
    },
  };

  async function renderAndKeep(
    request: Request,
    nonce: string,
    at: PageKey,
    render: () => Promise<Response>,
  ): Promise<Response> {
    const work = render().then((response) => rendered.keep(request, response, nonce, at));
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    rendering.set(at.key, settled);
    try {
      return await work;
    } finally {
      rendering.delete(at.key);
    }
  }

  return rendered;
}
