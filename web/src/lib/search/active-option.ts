/**
 * The option of a combobox's list that ArrowDown or ArrowUp moves to (WAI-ARIA combobox
 * pattern): -1 is the text box itself. Down from the box goes to the first option and Up to the
 * last; past either end the focus goes round. Null for any other key, or with no options.
 */
export function nextActiveOption(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 || active >= count ? count - 1 : active - 1;
  return null;
}
