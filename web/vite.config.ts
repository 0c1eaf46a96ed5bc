import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type ServerOptions } from 'vite';
import { readWebConfig } from './src/lib/config/web-config.server';
import { isInternalApiPath } from './server/http/internal-api';
// By path, not by package name: Vite bundles a config's relative imports and loads packages
// with Node, which cannot read the contracts' TypeScript.
import { FORWARDED_PROOF_HEADER } from '../packages/contracts/src/forwarded-proof';

/** V8's magic comment: compile every function of this file eagerly, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `npm run dev` gets the same proxies as server.ts, so it is one origin as in production. */
function devServer(): ServerOptions {
  const config = readWebConfig();
  return {
    port: config.port,
    host: config.host,
    strictPort: true,
    proxy: {
      '/api': {
        target: config.quizServiceUrl,
        xfwd: true,
        // As server.ts: the service's internal routes are not on the site (false: 404).
        bypass: (request) =>
          isInternalApiPath(new URL(request.url ?? '/', 'http://dev').pathname) ? false : undefined,
        // The address that connected, never a client's list, with the proof the service asks.
        configure: (proxy) =>
          proxy.on('proxyReq', (proxyRequest, request) => {
            proxyRequest.setHeader('x-forwarded-for', request.socket.remoteAddress ?? '');
            proxyRequest.setHeader(FORWARDED_PROOF_HEADER, config.forwardedForSecret);
          }),
      },
      '/uploads': { target: config.cmsUrl, changeOrigin: true },
    },
  };
}

export const srcDirectory = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Chromium's explicit compile hint at the top of the browser's entry chunk: V8 then compiles
 * every function of the chunk on a background thread while the file streams in, instead of
 * each on the main thread the first time it is called. Nearly all of them run during start-up
 * (React DOM, the router): at 4× CPU slowdown their compiles took 532–913 ms of the main thread
 * over an article's load, and 54–115 ms with the hint; the entry's evaluation went from 69–185
 * to 30–78 ms (docs/performance.md, "Start-up and hydration"). Other browsers read a comment.
 * Written into the file once it is on disk: the magic comment must come first, and Vite puts
 * its list of preloaded chunks (`__vite__mapDeps`) at the top of the entry after every plugin's
 * own output hooks.
 */
function compileHintForEntry(): Plugin {
  return {
    name: 'apogee:compile-hint-for-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        const written = path.join(options.dir ?? '', file.fileName);
        writeFileSync(written, `${COMPILE_HINT}\n${readFileSync(written, 'utf8')}`);
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      { find: '@', replacement: srcDirectory },
      // TanStack's store asks for the shim of useSyncExternalStore (for React 16 and 17);
      // React 19 has it built in, and the package's non-shim build uses it (0.3 KB less).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  // The build reads no environment: settings are read when the built server starts.
  server: command === 'serve' ? devServer() : undefined,
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Every page loads the entry's static imports; left to the automatic split they
              // were a dozen small shared chunks (23 scripts on an article). As one chunk they
              // are one request instead of many (browsers open 6 connections per host over
              // HTTP/1.1) and compress better (an article's first load: 123.9 → 119.5 KB).
              // Pages and lazy parts keep their own chunks.
              groups: [{ name: 'initial', tags: ['$initial'] }],
            },
          },
        },
      },
    },
  },
  // tanstackStart() must come before the React plugin.
  plugins: [
    tanstackStart({
      // Server-only modules are named *.server.ts (docs/architecture.md, "Server-only
      // modules"): one that reaches the browser's bundle fails the build, and `vite dev` shows
      // the import chain and replaces it with a mock. Start's defaults, made explicit so that
      // an upgrade changing them does not silently turn the check off.
      importProtection: {
        enabled: true,
        behavior: { build: 'error', dev: 'mock' },
        client: {
          specifiers: ['@tanstack/react-start/server'],
          files: ['**/*.server.*'],
          excludeFiles: ['**/node_modules/**'],
        },
      },
      router: {
        // A page's loader, screen, error and not-found views in one chunk: the server's
        // manifest preloads them with every page anyway, and each request costs a round trip.
        // The loader there keeps it and what it calls out of the entry chunk; the most read
        // pages keep theirs in the entry (codeSplitGroupings in the route; decision 074).
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
        },
      },
    }),
    react(),
    compileHintForEntry(),
  ],
}));
