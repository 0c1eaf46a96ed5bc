// Serves the built site on Node: hashed assets from dist/client, /api/* proxied to the
// quiz-service, /uploads/* proxied to the CMS media, everything else rendered by the app.
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from 'srvx';
import { staticMiddleware } from 'srvx/static';
import { WebConfigError, readWebConfig } from './src/lib/config/web-config.mjs';
import {
  NONCE_HEADER,
  createNonce,
  readSecuritySettings,
  withSecurityHeaders,
} from './src/lib/security/headers.mjs';
import { createPageValidator, finishMedia, finishPage } from './src/lib/http/caching.mjs';
import { createRenderedPages } from './src/lib/http/rendered-pages.mjs';
import { withScriptsAfterLoad } from './src/lib/http/scripts-after-load.mjs';
import { createWebpMedia } from './src/lib/http/webp-media.mjs';
import { requestBodyLimit } from '@apogee/contracts/body-limits.mjs';
import { clientAddress } from './src/lib/http/forwarded-for.mjs';
import {
  PROXY_BODY_LIMIT,
  WEB_BODY_LIMIT,
  announcesMoreThan,
  bodyTooLarge,
  readBoundedBody,
  withBoundedBody,
} from './src/lib/http/request-limits.mjs';

/** Proxied calls give up after this long (story uploads of up to 100 MB go through here). */
const PROXY_TIMEOUT_MS = 120_000;
/** Headers that describe one connection and must not be forwarded. */
const HOP_BY_HOP = [
  'connection',
  // Node answers a client's "Expect: 100-continue" itself; fetch refuses to send it on
  // (UND_ERR_NOT_SUPPORTED), which turned curl's uploads over 1 MB into 502s.
  'expect',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

// Node 20's built-in fetch (undici) throws "ReadableStream is already closed" from inside its
// own microtask when a proxied body is cancelled, as happens whenever a reader's browser
// abandons a picture or page mid-download. Nothing of ours is on that stack and no request is
// left half-answered, so that one error is logged and the server stays up; any other
// uncaught error still stops the process.
process.on('uncaughtException', (error) => {
  if (
    error?.code === 'ERR_INVALID_STATE' &&
    /ReadableStream is already closed/.test(error.message)
  ) {
    console.warn('web: an abandoned proxied download was closed twice (Node 20 fetch); ignored.');
    return;
  }
  console.error(error);
  process.exit(1);
});

function fail(message) {
  console.error(`web: ${message}`);
  process.exit(1);
}

let config;
let security;
try {
  config = readWebConfig();
  security = readSecuritySettings(process.env, config.publicUrl);
} catch (error) {
  if (error instanceof WebConfigError) fail(error.message);
  throw error;
}

const clientDir = fileURLToPath(new URL('./dist/client', import.meta.url));
const serverEntry = new URL('./dist/server/server.js', import.meta.url);
if (!existsSync(fileURLToPath(serverEntry)))
  fail('dist/server/server.js is missing: run `npm run build -w @apogee/web` first.');
const { default: app } = await import(serverEntry.href);
/** Page ETags change with each build, CMS publish (webhook) and CMS cache period. */
const pages = createPageValidator({
  buildId: String(statSync(fileURLToPath(serverEntry)).mtimeMs),
});
/** Pages every visitor sees the same, rendered once per ETag and replayed with a new nonce. */
const rendered = createRenderedPages({ validator: pages });

/** CMS pictures as WebP for browsers that take it, converted once and kept in DATA_DIR. */
const webpMedia = createWebpMedia({
  dir: config.mediaCacheDir,
  fetchOriginal: (pathname, method) =>
    fetch(new URL(pathname, config.cmsUrl), {
      method,
      signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
    }),
  onError: (error) => console.warn('web: a picture could not be converted to WebP', error),
});

/** A CMS media file: as WebP where it applies and works, else the original through the proxy. */
async function media(request, pathname) {
  if (webpMedia.applies(request, pathname)) {
    const webp = await webpMedia.answer(request, pathname).catch(() => null);
    if (webp) return finishMedia(request, webp, { variant: 'webp' });
  }
  const original = finishMedia(request, await proxy(request, config.cmsUrl));
  // Caches must not hand a stored WebP to a browser that asked without it, nor the reverse.
  if (webpMedia.convertible(pathname)) original.headers.append('vary', 'Accept');
  return original;
}

/**
 * The body to forward to the quiz-service, or the 413 its route would answer. A form's body
 * is read here within its route's limit (src/lib/http/request-limits.mjs says why); an upload
 * streams through.
 */
async function apiBody(request, pathname) {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return undefined;
  const limit = requestBodyLimit(request.method, pathname, request.headers.get('content-type'));
  if (limit === null)
    return announcesMoreThan(request, PROXY_BODY_LIMIT)
      ? bodyTooLarge(PROXY_BODY_LIMIT)
      : request.body;
  return (await readBoundedBody(request, limit)) ?? bodyTooLarge(limit);
}

/** Forwards a request to `origin`, keeping method and headers (cookies, Origin), with `body`. */
async function proxy(request, origin, body = undefined) {
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, origin);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  // The quiz-service believes one hop (us): it gets the one address we vouch for, never a
  // list the client started (WEB_TRUSTED_PROXIES says how many proxies of ours are in front).
  const client = clientAddress(
    request.headers.get('x-forwarded-for'),
    request.ip,
    config.trustedProxies,
  );
  if (client) headers.set('x-forwarded-for', client);
  else headers.delete('x-forwarded-for');
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  // A body read here is sent with its own length.
  if (Buffer.isBuffer(body)) headers.delete('content-length');
  let upstream;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body,
      duplex: body instanceof ReadableStream ? 'half' : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    // Why, without the address or the body: enough to tell a refused upload from an outage.
    console.warn(`web: ${target.origin} did not answer: ${error?.cause?.code ?? error?.name}`);
    return Response.json(
      {
        error: {
          code: timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE',
          message: timedOut
            ? 'The service did not answer in time. Please try again.'
            : 'The service is unavailable. Please try again later.',
        },
      },
      { status: timedOut ? 504 : 502 },
    );
  }
  const responseHeaders = new Headers(upstream.headers);
  // fetch already decoded the body, so its encoding and length no longer apply.
  responseHeaders.delete('content-encoding');
  responseHeaders.delete('content-length');
  for (const name of HOP_BY_HOP) responseHeaders.delete(name);
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}

// .br/.gz files written at build time (tools/precompress.mjs) are served when the browser takes them;
// pages are compressed and given validators on the way out (src/lib/http/caching.mjs).
const hashedAssets = staticMiddleware({
  dir: clientDir,
  maxAge: 31_536_000,
  immutable: true,
  encodings: { br: '.br', gzip: '.gz' },
});
const publicFiles = staticMiddleware({
  dir: clientDir,
  maxAge: 3600,
  encodings: { br: '.br', gzip: '.gz' },
});

const server = serve({
  port: config.port,
  hostname: config.host,
  silent: true,
  middleware: [
    // Security headers on every answer; pages get a fresh CSP nonce the router stamps on scripts.
    async (request, next) => {
      const nonce = createNonce();
      request.headers.set(NONCE_HEADER, nonce);
      const { pathname } = new URL(request.url);
      const response = await next();
      // A 304 updates the headers a browser stored with the page: a CSP with a new nonce
      // would block the scripts of the HTML it keeps, so it carries none.
      if (response.status === 304) return response;
      return withSecurityHeaders(response, security, { nonce, pathname });
    },
    async (request, next) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        const body = await apiBody(request, pathname);
        if (body instanceof Response) return body;
        return proxy(request, config.quizServiceUrl, body);
      }
      if (pathname.startsWith('/uploads/')) {
        // Media are read, never written, through the site.
        if (request.method !== 'GET' && request.method !== 'HEAD')
          return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
        return media(request, pathname);
      }
      if (pathname.startsWith('/assets/')) return hashedAssets(request, next);
      // Pages have no file extension: looking for them on disk cost a failed stat each.
      if (!/\.[A-Za-z0-9]+$/.test(pathname)) return next();
      return publicFiles(request, next);
    },
  ],
  fetch: async (incoming) => {
    // Server functions, the CMS webhook and pages: a small body, read before Start parses it.
    const request = await withBoundedBody(incoming, WEB_BODY_LIMIT);
    if (request instanceof Response) return request;
    const unchanged = pages.notModified(request);
    if (unchanged) return unchanged;
    const nonce = request.headers.get(NONCE_HEADER);
    const replayed = rendered.replay(request, nonce);
    if (replayed) return finishPage(request, replayed, { validator: pages });
    const key = pages.etagOf(request);
    // Pages load their scripts once their pictures are in (scripts-after-load.mjs).
    const response = await rendered.render(request, nonce, key, async () =>
      withScriptsAfterLoad(await app.fetch(request)),
    );
    if (request.method === 'POST' && response.ok) {
      if (new URL(request.url).pathname === '/internal/cms-webhook') {
        pages.contentChanged();
        rendered.clear();
      }
    }
    return finishPage(request, response, { validator: pages });
  },
  error: (error) => {
    console.error('web: unexpected error while answering a request', error);
    return new Response('Unexpected Application Error!', { status: 500 });
  },
});

server.node?.server?.on('error', (error) => {
  if (error.code === 'EADDRINUSE')
    fail(`port ${config.port} on ${config.host} is already in use (set WEB_PORT to another port).`);
  if (error.code === 'EACCES') fail(`no permission to listen on port ${config.port}.`);
  fail(`cannot listen on ${config.host}:${config.port}: ${error.message}`);
});

await server.ready();
console.log(
  `web: listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
