// Import boundaries of the web (checked by eslint.config.js).
import { readdirSync } from 'node:fs';

/**
 * The web's features (the folders of web/src/features): none may import another. Read from the
 * folder, so a new feature is under the rule from its first file.
 */
const webFeatures = readdirSync(new URL('../../web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which web code runs where (docs/architecture.md, "Server-only modules"), checked with the
 * TypeScript rule so that `import type` stays free (types are erased before the browser sees
 * them). Every web module is browser code unless its name or place says otherwise:
 * `*.server.ts` (server only), `*.functions.ts` (a read's server function: the build turns it
 * into a fetch in the browser), tests, and server routes (the `.ts` files among the routes, route helpers in `-components`
 * excepted: handlers the build removes from the browser's bundle). Start's import protection (vite.config.ts) fails the
 * build on the same mistake; this rule says so in the editor, with the file and line.
 */
const serverOnlyModule = {
  group: ['**/*.server', '**/*.server.*'],
  allowTypeImports: true,
  message:
    'A .server module runs only on the web server (it reads secrets and the server configuration): browser code (components, hooks, route loaders, query options) cannot import it. Call it from a server function (*.functions.ts) or a server route.',
};
const serverFunctionModule = {
  group: ['**/*.functions', '**/*.functions.*'],
  allowTypeImports: true,
  message:
    "Import a read's server function when it runs, `import('./x.functions')` in the feature's api/queries.ts, or its types with `import type`: a static import puts Start's RPC client into every page's first load (docs/performance.md).",
};

/**
 * The Node server in front of the app (web/server, bundled on its own into dist/web-server.js):
 * the app never imports it, so nothing of it can reach a page's scripts.
 */
const frontServerModule = {
  group: ['**/server/http/*', '**/server/security/*', '**/server/replica/*', '**/server/server'],
  message:
    'The web server in front of the app (web/server) is not part of the app: move what both need to web/src/lib (a .server module where it is server-only).',
};

/** Browser code imports no server-only module, no server function and nothing of web/server. */
const browserCode = {
  files: ['web/src/**/*.{ts,tsx}'],
  ignores: [
    'web/src/**/*.server.ts',
    'web/src/**/*.functions.ts',
    'web/src/**/*.test.{ts,tsx}',
    'web/src/routes/**/*.ts',
    '!web/src/routes/-components/**',
    'web/src/gql/**',
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [serverOnlyModule, serverFunctionModule, frontServerModule] },
    ],
  },
};

/**
 * Import boundaries (docs/decisions/040-import-boundaries-checked-by-lint.md: routes → features →
 * components/lib, one way). Checked on the import path as written: the web imports across folders
 * through the `@/` alias.
 */
export const webBoundaries = [
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message:
                'A feature does not import another feature: move what both need to @/lib or @/components.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '@/routes/**'],
              message: 'Shared web code imports no feature or route.',
            },
          ],
        },
      ],
    },
  },
  browserCode,
];
