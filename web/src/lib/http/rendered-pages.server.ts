// Pages readers share, kept as rendered: a page for everyone (page-audience.server.ts: rendered
// without any session, from the same shared cookies and address, visitor or signed-in reader
// alike) is rendered once per CMS cache period and replayed with each answer's own CSP nonce, so
// a warm site does not run React again for every reader. It lives exactly as
// long as the page's ETag (createPageValidator): a new build, a CMS publish or the next cache
// period renders it anew.
import type { PageValidator } from './caching.server';

/** Pages kept at most; the oldest goes first (a page is some 60 KB of HTML). */
const MAX_PAGES = 300;

/** A page as rendered: its HTML, its headers and the nonce its render stamped on it. */
interface KeptPage {
  html: string;
  headers: [string, string][];
  nonce: string;
}

export interface RenderedPages {
  /** The CMS content changed: nothing kept may be replayed. */
  clear(): void;
  /** The kept page for this request, carrying `nonce` where its render had its own, or null. */
  replay(request: Request, nonce: string | null): Response | null;
  /**
   * Keeps a freshly rendered page when every reader would get the same; returns it. `key` is
   * the page's ETag from before the render, so a render that a CMS publish overtook is kept
   * under the old content's key, where nobody asks for it.
   */
  keep(request: Request, response: Response, nonce: string | null, key?: string): Promise<Response>;
  /**
   * The page for a request that has none kept: rendered by `render` and kept, or, when a
   * render of the same shared page is already under way, that render's page replayed with
   * this answer's nonce (React runs once, not once per waiting reader).
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
}: {
  validator: PageValidator;
  maxPages?: number;
}): RenderedPages {
  const pages = new Map<string, KeptPage>();
  /** Renders under way, by ETag: when a cache period ends, its many readers share one render. */
  const rendering = new Map<string, Promise<void>>();
  return {
    clear() {
      pages.clear();
    },
    replay(request, nonce) {
      if (!nonce || !validator.shared(request)) return null;
      const page = pages.get(validator.etagOf(request));
      if (!page) return null;
      const body = request.method === 'HEAD' ? null : page.html.replaceAll(page.nonce, nonce);
      return new Response(body, { status: 200, headers: page.headers });
    },
    async keep(request, response, nonce, key = validator.etagOf(request)) {
      const type = response.headers.get('content-type') ?? '';
      const keepable =
        request.method === 'GET' &&
        response.status === 200 &&
        type.startsWith('text/html') &&
        !response.headers.has('set-cookie') &&
        !response.headers.has('cache-control') &&
        validator.shared(request);
      if (!nonce || !keepable) return response;
      const html = await response.text();
      const headers = [...response.headers];
      const oldest = pages.keys().next();
      if (pages.size >= maxPages && !oldest.done) pages.delete(oldest.value);
      pages.set(key, { html, headers, nonce });
      return new Response(html, { status: 200, headers });
    },
    async render(request, nonce, key, render) {
      if (!nonce || request.method !== 'GET' || !validator.shared(request)) return render();
      const pending = rendering.get(key);
      if (pending) {
        await pending;
        const page = pages.get(key);
        if (page)
          return new Response(page.html.replaceAll(page.nonce, nonce), {
            status: 200,
            headers: page.headers,
          });
        return render();
      }
      const work = render().then((response) => this.keep(request, response, nonce, key));
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      rendering.set(key, settled);
      try {
        return await work;
      } finally {
        rendering.delete(key);
      }
    },
  };
}
