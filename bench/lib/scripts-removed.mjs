// The same page without our JavaScript, for Lighthouse to measure beside the live page. A copy
// of a page's HTML, taken from the running web at the moment it is measured, is served from
// memory with its scripts and module preloads removed; every other request (stylesheets,
// pictures, media, robots.txt) passes through to the web unchanged, so the copy paints from
// the same CSS and pictures. The difference between the two is what our scripts cost.
import { createServer, request as httpRequest } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Scripts that are data, not code: they stay (JSON-LD describes the page to search engines). */
const DATA_SCRIPT = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** A `<link>` that fetches a script: module preloads, script preloads, deferred preloads. */
function fetchesScript(tag) {
  return (
    /\brel\s*=\s*["']?modulepreload/i.test(tag) ||
    /\bas\s*=\s*["']?script/i.test(tag) ||
    /\bhref\s*=\s*["']?[^"'\s>]+\.m?js(["'\s>?#])/i.test(tag)
  );
}

/** `html` without its `<script>` elements (data scripts kept) and its script preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (tag, attributes) =>
      DATA_SCRIPT.test(attributes) ? tag : '',
    )
    .replace(/<link\b[^>]*>/gi, (tag) => (fetchesScript(tag) ? '' : tag));
}

/** Headers of the live page the copy does not repeat: they describe that one answer's bytes. */
const NOT_COPIED = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'set-cookie',
  'date',
]);

/** The copy as the web would send it: brotli at the web's quality 5, else gzip. */
function encode(body, acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding))
    return {
      encoding: 'br',
      bytes: brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    };
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', bytes: gzipSync(body) };
  return { encoding: null, bytes: body };
}

/**
 * Starts the server of copies on `port`, passing everything it keeps no copy of to `origin`
 * (the web). `copy(url)` takes a copy of the live page at `url` now and resolves with the
 * copy's address: the same path and query on this server.
 */
export async function startScriptsRemovedCopies({ port, origin }) {
  const upstream = new URL(origin);
  const copies = new Map();
  const server = createServer((request, response) => {
    const kept = copies.get(request.url);
    if (kept && (request.method === 'GET' || request.method === 'HEAD')) {
      const { encoding, bytes } = encode(kept.body, request.headers['accept-encoding']);
      response.writeHead(200, {
        ...kept.headers,
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': bytes.length,
      });
      response.end(request.method === 'HEAD' ? undefined : bytes);
      return;
    }
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    async copy(url) {
      const live = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      if (live.status !== 200) throw new Error(`${url} answered ${live.status}.`);
      const headers = {};
      for (const [name, value] of live.headers) if (!NOT_COPIED.has(name)) headers[name] = value;
      const body = Buffer.from(withoutScripts(await live.text()));
      const { pathname, search } = new URL(url);
      copies.set(pathname + search, { headers, body });
      return new URL(pathname + search, base).toString();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
