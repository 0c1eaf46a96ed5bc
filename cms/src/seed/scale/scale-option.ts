/** The `--scale N` option of `npm run seed`, checked before anything touches the database. */

export const MAX_SCALE = 1_000_000;

/** Bad input on the command line: the seed command prints the message and exits with 2. */
export class ScaleOptionError extends Error {}

/**
 * The number of articles asked for with `--scale N` or `--scale=N`; undefined without the
 * option. Anything but a whole number from 1 to MAX_SCALE is refused.
 */
export function scaleOption(args: readonly string[]): number | undefined {
  const index = args.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (index === -1) return undefined;
  const option = args[index] ?? '';
  const value = option === '--scale' ? args[index + 1] : option.slice('--scale='.length);
  const count = value !== undefined && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(count >= 1 && count <= MAX_SCALE)) {
    const given = value === undefined ? 'nothing' : `"${value}"`;
    throw new ScaleOptionError(
      `--scale needs the number of articles to add, a whole number from 1 to ${MAX_SCALE.toLocaleString('en')} (got ${given}).`,
    );
  }
  return count;
}
