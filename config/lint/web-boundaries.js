// Import boundaries of the web (checked by eslint.config.js).
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
];
