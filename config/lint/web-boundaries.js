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
