// One lint setup for the whole repository (the CMS admin excepted: Strapi builds it).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web's features (web/src/features/<name>): none may import another. */
const webFeatures = [
  'auth',
  'blog',
  'engagement',
  'magazines',
  'pages',
  'profile',
  'quiz',
  'stories',
];

/**
 * Import boundaries (DESIGN.md: routes → features → components/lib, one way). Checked on the
 * import path as written: the web imports across folders through the `@/` alias.
 */
const boundaries = [
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
  {
    files: ['quiz-service/src/**/*.ts'],
    ignores: [
      'quiz-service/src/app.ts',
      'quiz-service/src/legacy/**',
      '**/*.test.ts',
      'quiz-service/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/legacy/**', '**/legacy'],
              message:
                'The REST adapter calls the modules, never the other way: only app.ts registers it.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.data/**',
      'storybook-static/**',
      'coverage/**',
      'cms/.strapi/**',
      'cms/.tmp/**',
      'cms/types/generated/**',
      'cms/public/**',
      'cms/dist/**',
      'web/src/gql/**',
      'web/src/routeTree.gen.ts',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaries,
);
