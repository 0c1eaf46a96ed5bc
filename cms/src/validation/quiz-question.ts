/**
 * A quiz question must offer 2 to 6 options with exactly one marked correct. Strapi's schema
 * can bound the number of options but not count the correct ones, so this runs on every save
 * (admin, API or seeder) and stops it with a message the editor sees in the admin.
 */
import { errors } from '@strapi/utils';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

interface OptionInput {
  text?: unknown;
  isCorrect?: unknown;
}

/** The editor-facing problem with these options, or null when they are fine. */
export function quizOptionsProblem(options: unknown): string | null {
  if (!Array.isArray(options)) return 'Add between 2 and 6 answer options.';
  if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) {
    return `A quiz question needs between ${MIN_OPTIONS} and ${MAX_OPTIONS} options (this one has ${options.length}).`;
  }
  const correct = (options as OptionInput[]).filter((option) => option?.isCorrect === true).length;
  if (correct !== 1) {
    return `Mark exactly one option as correct (${correct === 0 ? 'none is' : `${correct} are`} marked).`;
  }
  return null;
}

export function assertValidQuizOptions(
  data: Record<string, unknown> | undefined,
  creating: boolean,
): void {
  // An update that leaves the options out keeps the stored ones, which were checked on their save.
  if (!data || (!creating && !('options' in data))) return;
  const problem = quizOptionsProblem(data.options);
  if (problem)
    throw new errors.ValidationError(problem, {
      errors: [{ path: ['options'], message: problem, name: 'ValidationError' }],
    });
}
