// Serves the built site on Node: hashed assets from dist/client, /api/* proxied to the
// quiz-service, /uploads/* proxied to the CMS media, everything else rendered by the app.
// `npm run build` bundles this file into dist/web-server.js (tools/build-server.mjs), which is
// what `npm start` and the image run: paths below are relative to that bundle, in dist/.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, type ServerRequest } from 'srvx';
import { staticMiddleware } from 'srvx/static';
import { WebConfigError, readWebConfig, type WebConfig } from '../src/lib/config/web-config.server';
import { SITE_TAG, tagsForContentChange, type ContentChange } from '@apogee/contracts/cache-tags';
import { PAGE_NO_STORE, finishMedia, finishPage } from './http/caching';
import { changeFromWebhook } from './http/content-change';
import { prepareForAudience } from './http/page-audience';
import { internalApiNotFound, isInternalApiPath } from './http/internal-api';
import { apiBody, createProxy, PROXY_TIMEOUT_MS } from './http/proxy';
import { WEB_BODY_LIMIT, withBoundedBody } from './http/request-limits';
import { withScriptsAfterLoad } from './http/scripts-after-load';
import { createSharedPages } from './http/shared-pages';
import { createMediaGuard, withMediaHeaders } from './http/media-guard';
import { isOfflineFile, withOfflineFileHeaders } from './http/offline-files';
import { canonicalMediaPath } from './http/media-path';
import { createWebpMedia } from './http/webp-media';
import { subscribeToContentChanges } from './replica/content-change-subscriber';
import { createWebDrainGate, drainOnSignals, stopListeningOnly } from './replica/drain';
import { createWebReadiness } from './replica/readiness';
import {
  NONCE_HEADER,
  contentSecurityPolicy,
  createNonce,
  readSecuritySettings,
  securityHeaders,
  withSecurityHeaders,
  type SecuritySettings,
} from './security/headers';
import { readCmsReaderOrigins, withReaderOrigins } from './security/reader-hosts';

/** The reader's connection closed before the request was read (Node's `aborted`, ECONNRESET). */
function isClientGone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ECONNRESET' || (error instanceof Error && error.message === 'aborted');
}

/** The app as `vite build` leaves it in dist/server/server.js: a fetch handler. */
interface StartApp {
  fetch(request: Request): Promise<Response>;
}

// Node 20's built-in fetch (undici) throws "ReadableStream is already closed" from inside its
// own microtask when a proxied body is cancelled, as happens whenever a reader's browser
// abandons a picture or page mid-download. Nothing of ours is on that stack and no request is
// left half-answered, so that one error is logged and the server stays up; any other
// uncaught error still stops the process.
process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
  if (
    error.code === 'ERR_INVALID_STATE' &&
    /ReadableStream is already closed/.test(error.message)
  ) {
    console.warn('web: an abandoned proxied download was closed twice (Node 20 fetch); ignored.');
    return;
  }
  console.error(error);
  process.exit(1);
});

function fail(message: string): never {
  console.error(`web: ${message}`);
  process.exit(1);
}

let config: WebConfig;
let security: SecuritySettings;
try {
  config = readWebConfig();
  security = readSecuritySettings(process.env, config.publicUrl);
} catch (error) {
  if (error instanceof WebConfigError) fail(error.message);
  throw error;
}

/** MAGAZINE_READER_HOSTS; the readers editors list in the CMS are added to it as they change. */
const operatorsSecurity = security;
async function refreshReaderHosts() {
  const fromCms = await readCmsReaderOrigins(config.cmsUrl, config.cmsWebToken);
  if (fromCms) security = withReaderOrigins(operatorsSecurity, fromCms);
}
void refreshReaderHosts();
setInterval(() => void refreshReaderHosts(), 5 * 60_000).unref();

const clientDir = fileURLToPath(new URL('./client', import.meta.url));
const serverEntry = new URL('./server/server.js', import.meta.url);
if (!existsSync(fileURLToPath(serverEntry)))
  fail('dist/server/server.js is missing: run `npm run build -w @apogee/web` first.');
const { default: app } = (await import(serverEntry.href)) as { default: StartApp };
/**
 * Pages for everyone: rendered without a nonce, their inline scripts allowed by hash, kept
 * compressed for a cache period and the same bytes for every reader (shared-pages.ts).
 * Pages load their scripts once their pictures are in (scripts-after-load.ts).
 */
const sharedPages = createSharedPages({
  render: async (request) => withScriptsAfterLoad(await app.fetch(request)),
  securityHeaders: (scriptHashes, pathname) =>
    securityHeaders(security, { scriptHashes, pathname }),
  onRenderFailed: (error) =>
    console.warn('web: a page could not be rendered again; readers keep the earlier one', error),
});
const proxy = createProxy({
  trustedProxies: config.trustedProxies,
  proof: { origin: config.quizServiceUrl, secret: config.forwardedForSecret },
});

/** CMS pictures as WebP for browsers that take it, converted once and kept in DATA_DIR. */
const webpMedia = createWebpMedia({
  dir: config.mediaCacheDir,
  fetchOriginal: (pathname, method) =>
    fetch(new URL(pathname, config.cmsUrl), {
      method,
      signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
    }),
  maxBytes: config.mediaCacheBytes,
  onError: (error) => console.warn('web: a picture could not be converted to WebP', error),
});

/** Only pictures, videos and PDFs leave /uploads, judged by their bytes. */
const judgeMedia = createMediaGuard({ cmsUrl: config.cmsUrl, timeoutMs: PROXY_TIMEOUT_MS });

/**
 * A CMS media file: as WebP where it applies and works, else the original through the proxy,
 * served only when its bytes are a picture, video or PDF (media-guard.ts).
 */
async function media(request: ServerRequest, pathname: string): Promise<Response> {
  // A path with no one spelling (bad encoding, an encoded slash or "..") names no CMS file.
  if (!canonicalMediaPath(pathname))
    return new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  if (webpMedia.applies(request, pathname)) {
    const webp = await webpMedia.answer(request, pathname).catch(() => null);
    if (webp) return finishMedia(request, webp, { variant: 'webp' });
  }
  const proxied = await proxy(request, config.cmsUrl);
  const original = finishMedia(request, await judgeMedia(request, proxied, pathname));
  // Caches must not hand a stored WebP to a browser that asked without it, nor the reverse.
  if (webpMedia.convertible(pathname)) original.headers.append('vary', 'Accept');
  return original;
}

// .br/.gz files written at build time (tools/precompress.mjs) are served when the browser takes
// them; pages are compressed and given validators on the way out (caching.ts).
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

/**
 * The CMS says its content changed: the kept pages showing it go (their tags, cache-tags.ts;
 * every page when the change names nothing). The quiz-service's search index takes the same
 * change a moment later (it reads the article from the CMS after its own webhook, within a
 * second), so pages rendered from the search in between are dropped once more when it has.
 */
const SEARCH_INDEX_SETTLE_MS = 2000;
let settleTimer: NodeJS.Timeout | undefined;
const settling = new Set<string>();
function contentChanged(change: ContentChange | null) {
  const tags = change ? tagsForContentChange(change) : [SITE_TAG];
  sharedPages.purge(tags);
  void refreshReaderHosts();
  for (const tag of tags) settling.add(tag);
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => {
    sharedPages.purge([...settling]);
    settling.clear();
  }, SEARCH_INDEX_SETTLE_MS);
  settleTimer.unref();
}

/**
 * Another replica was told of a change (REDIS_URL): the app's CMS cache goes through its own
 * webhook route, called in-process with the webhook secret, then the pages as for a webhook.
 */
async function changedElsewhere(change: ContentChange) {
  const purge = new Request(new URL('/internal/cms-webhook', config.publicUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${config.cmsWebhookSecret}` },
  });
  const answer = await app.fetch(purge).catch(() => null);
  if (!answer?.ok) console.warn(`web: a content change could not purge the CMS cache`);
  contentChanged(change);
}
const subscriber = config.redisUrl
  ? subscribeToContentChanges(config.redisUrl, {
      onChange: (change) => void changedElsewhere(change),
      onError: (code) => console.warn(`web: content-change channel (Redis) unavailable: ${code}`),
    })
  : null;

/** The answer with `Connection: close`; a proxied answer's headers are immutable, so copied. */
function closingConnection(response: Response): Response {
  try {
    response.headers.set('connection', 'close');
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('connection', 'close');
    return copy;
  }
}

const drain = createWebDrainGate();
const answerHealth = createWebReadiness({
  cmsUrl: config.cmsUrl,
  redis: () => subscriber?.state() ?? 'unused',
  isDraining: drain.isDraining,
});

const server = serve({
  port: config.port,
  hostname: config.host,
  silent: true,
  // Our drain handles SIGTERM and SIGINT (drain.ts); srvx's own would close every
  // connection at once, and only outside CI (it stands down when CI or TEST is set).
  gracefulShutdown: false,
  middleware: [
    // The balancer's probes are answered before anything else. While draining, a request that
    // arrives is refused with a 503 for the balancer to resend elsewhere (drain.ts), and
    // each answer closes its keep-alive connection, so clients reconnect to another replica.
    async (request, next) => {
      const { pathname } = new URL(request.url);
      const health = await answerHealth(pathname);
      if (health) return drain.isDraining() ? closingConnection(health) : health;
      if (drain.isDraining()) return drain.refuse();
      const response = await next();
      return drain.isDraining() ? closingConnection(response) : response;
    },
    // Security headers on every answer. A page brings its own Content-Security-Policy (the
    // hashes of its scripts, or its reader's nonce); any other answer runs the site's files only.
    async (request, next) => {
      // Only the server chooses a nonce: a browser's is never rendered into a page.
      request.headers.delete(NONCE_HEADER);
      const { pathname } = new URL(request.url);
      const response = await next();
      return withSecurityHeaders(response, security, { pathname });
    },
    async (request, next) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        // The CMS and the operators call the service's internal routes directly, never here.
        if (isInternalApiPath(pathname)) return internalApiNotFound(request.method, pathname);
        const body = await apiBody(request, pathname);
        if (body instanceof Response) return body;
        return proxy(request, config.quizServiceUrl, body);
      }
      if (pathname.startsWith('/uploads/')) {
        // Media are read, never written, through the site; nothing they hold ever runs.
        if (request.method !== 'GET' && request.method !== 'HEAD')
          return withMediaHeaders(
            new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } }),
          );
        return withMediaHeaders(await media(request, pathname));
      }
      if (pathname.startsWith('/assets/')) return hashedAssets(request, next);
      // The service worker and the manifest: revalidated every time (offline-files.ts).
      if (isOfflineFile(pathname))
        return withOfflineFileHeaders(await publicFiles(request, next), pathname);
      // Pages have no file extension: looking for them on disk cost a failed stat each.
      if (!/\.[A-Za-z0-9]+$/.test(pathname)) return next();
      return publicFiles(request, next);
    },
  ],
  fetch: async (incoming: ServerRequest) => {
    // Server functions, the CMS webhook and pages: a small body, read before Start parses it.
    const request = await withBoundedBody(incoming, WEB_BODY_LIMIT);
    if (request instanceof Response) return request;
    // A page for everyone is rendered and kept from the request without its session cookie,
    // whoever asks; the browser fills in the reader's parts (page-audience.ts).
    if (prepareForAudience(request) === 'everyone') return sharedPages.answer(request);
    // For this reader alone: rendered with a nonce of its own, kept by no cache.
    const { pathname } = new URL(request.url);
    const nonce = createNonce();
    request.headers.set(NONCE_HEADER, nonce);
    const webhook = request.method === 'POST' && pathname === '/internal/cms-webhook';
    const change = webhook ? changeFromWebhook(await request.clone().text()) : null;
    const response = withScriptsAfterLoad(await app.fetch(request));
    if (webhook && response.ok) contentChanged(change);
    const headers = new Headers(response.headers);
    if (!headers.has('cache-control')) headers.set('cache-control', PAGE_NO_STORE);
    if ((headers.get('content-type') ?? '').startsWith('text/html'))
      headers.set('content-security-policy', contentSecurityPolicy(security, { nonce, pathname }));
    return finishPage(
      request,
      new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      }),
    );
  },
  error: (error) => {
    // A reader who goes away mid-request (a closed tab, a dropped slow upload) is not a fault
    // of the server: nobody is left to answer, and logging it would bury real errors.
    if (isClientGone(error)) return new Response(null, { status: 400 });
    console.error('web: unexpected error while answering a request', error);
    return new Response('Unexpected Application Error!', { status: 500 });
  },
});

server.node?.server?.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    fail(`port ${config.port} on ${config.host} is already in use (set WEB_PORT to another port).`);
  if (error.code === 'EACCES') fail(`no permission to listen on port ${config.port}.`);
  fail(`cannot listen on ${config.host}:${config.port}: ${error.message}`);
});

await server.ready();
console.log(
  `web: listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
);

drainOnSignals({
  stopListening: (done) => {
    void drain.whenQuiet().then(() => stopListeningOnly(server.node?.server)(done));
  },
  timeoutMs: config.drainTimeoutMs,
  onDrainStart: () => {
    drain.start();
    console.log(`web: draining (at most ${config.drainTimeoutMs / 1000} s)`);
  },
  beforeExit: async () => {
    await subscriber?.close();
  },
});
