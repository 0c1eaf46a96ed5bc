// Import boundaries of the quiz-service (checked by eslint.config.js).
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * quiz-service import boundaries (docs/decisions/040-import-boundaries-checked-by-lint.md: app.ts →
 * legacy adapter → modules → plugins/lib), checked on the file each import resolves to, whatever
 * the path it is written with:
 *
 * - infrastructure (`plugins/`, `lib/`, `db/`) imports no domain module;
 * - nothing but app.ts imports the REST adapter (`legacy/`): it calls the modules, never the
 *   other way;
 * - a module, and the REST adapter, reach a module only through its public surface (its
 *   `index.ts`, or its `service.ts`), never its repository, SQL or routes.
 *
 * Tests may reach anything.
 */
export const quizServiceBoundaries = [
  {
    files: ['quiz-service/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': repositoryRoot,
      'boundaries/include': ['quiz-service/src/**/*.ts'],
      'boundaries/elements': [
        { type: 'legacy', pattern: 'quiz-service/src/legacy' },
        { type: 'module', pattern: 'quiz-service/src/modules/*', capture: ['module'] },
        { type: 'infrastructure', pattern: 'quiz-service/src/(plugins|lib|db)' },
      ],
      // Re-exports and import() cross boundaries too.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // Beside app.ts, the files that start the service.
      'boundaries/files': [{ category: 'start', pattern: 'quiz-service/src/(server|config).ts' }],
      // Relative imports without their .ts extension, as TypeScript writes them.
      'import/resolver': { node: { extensions: ['.ts', '.mjs', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'infrastructure' } },
              disallow: { to: { element: { type: ['module', 'legacy'] } } },
              message:
                'Infrastructure (plugins/, lib/, db/) imports no domain module: pass what it needs in, or move the code into the module.',
            },
            {
              from: [
                { element: { type: ['infrastructure', 'module'] } },
                { file: { categories: 'start' } },
              ],
              disallow: { to: { element: { type: 'legacy' } } },
              message:
                'The REST adapter calls the modules, never the other way: only app.ts registers it.',
            },
            {
              from: { element: { type: ['module', 'legacy'] } },
              disallow: {
                to: { element: { type: 'module', fileInternalPath: '!(index|service).ts' } },
              },
              message:
                'A module (or the REST adapter) reaches another module only through its index.ts or service.ts, never its repository, SQL or routes.',
            },
          ],
        },
      ],
    },
  },
];
