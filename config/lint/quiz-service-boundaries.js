// Import boundaries of the quiz-service (checked by eslint.config.js).
/**
 * quiz-service import boundaries (DESIGN.md: app.ts → legacy adapter → modules → plugins/lib).
 */
export const quizServiceBoundaries = [
  {
    files: ['quiz-service/src/**/*.ts'],
    ignores: ['quiz-service/src/app.ts', 'quiz-service/src/legacy/**', '**/*.test.ts'],
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
