// The figures a repeated measurement is judged by: the median of its runs (the budget's
// verdict) and their spread (how far one run may be from another on this machine).

/** The median of the numbers in `values` (nulls left out); null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The lowest and highest of the numbers in `values`; null when there are none. */
export function spread(values) {
  const numbers = values.filter((value) => typeof value === 'number');
  if (!numbers.length) return null;
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
}

/** `{ median, min, max }` of one figure of every run, rounded to `digits`. */
export function summarise(runs, pick, digits = 0) {
  const values = runs.map(pick);
  const round = (value) => (value === null ? null : +value.toFixed(digits));
  const range = spread(values);
  return {
    median: round(median(values)),
    min: round(range?.min ?? null),
    max: round(range?.max ?? null),
  };
}

/**
 * The value at or below which `percent` of the sorted `values` lie: the nearest rank (for 100
 * values, p99 is the 99th), rounded to `digits`; null when there are none. Every timed list of
 * the bench is ranked by this one rule.
 */
export function percentile(sorted, percent, digits = 2) {
  if (!sorted.length) return null;
  const rank = Math.min(sorted.length - 1, Math.ceil((percent / 100) * sorted.length) - 1);
  return +sorted[Math.max(0, rank)].toFixed(digits);
}
