// JavaScript an article page loads before a reader can interact: every script Chromium fetches
// until the network is idle after load, measured gzipped (level 9) from the built files, so the
// figure does not depend on which encoding this run's browser asked for.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const gzipped = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Text that only a GraphQL client or parser carries: it must not reach the browser. */
const GRAPHQL_MARKERS = ['graphql-request', 'GraphQL Error (Code:', 'Syntax Error: Expected Name'];

/** Chunks that belong to other routes or later interactions, by the words in their names. */
const DEFERRED = [
  { what: 'charts (chart.js)', pattern: /chart/i },
  { what: 'confetti', pattern: /confetti/i },
  { what: 'story viewer', pattern: /StoryViewer/ },
  { what: 'forms of other routes', pattern: /(Contact|Login|SignUp|Register|Profile|Story)Form/ },
];

export async function measureFirstLoad({ url, clientDir }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const scripts = new Set();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await browser.close();
  }
  const chunks = [...scripts].map((pathname) => {
    const file = path.join(clientDir, pathname);
    const source = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    return { path: pathname, bytes: source.length, gzipBytes: gzipped(source) };
  });
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipKb = +(chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1024).toFixed(1);

  // Across every built chunk: where the GraphQL client and the heavy features live.
  const assetsDir = path.join(clientDir, 'assets');
  const allJs = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  const graphqlInBrowser = allJs.filter((name) => {
    const text = readFileSync(path.join(assetsDir, name), 'utf8');
    return GRAPHQL_MARKERS.some((marker) => text.includes(marker));
  });
  const loaded = new Set(chunks.map((chunk) => path.basename(chunk.path)));
  const deferred = DEFERRED.map(({ what, pattern }) => {
    const own = allJs.filter((name) => pattern.test(name));
    return { what, chunks: own, inFirstLoad: own.filter((name) => loaded.has(name)) };
  });
  return { url, totalGzipKb, chunks, graphqlInBrowser, deferred };
}
