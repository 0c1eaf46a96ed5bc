// One lint setup for the whole repository (the CMS admin excepted: Strapi builds it).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { quizServiceBoundaries } from './config/lint/quiz-service-boundaries.js';
import { webBoundaries } from './config/lint/web-boundaries.js';

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
  ...webBoundaries,
  ...quizServiceBoundaries,
);
