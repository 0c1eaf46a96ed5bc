const count = new Intl.NumberFormat('en');

function results(total: number): string {
  return `${count.format(total)} ${total === 1 ? 'result' : 'results'}`;
}

/**
 * The line above the results, which screen readers announce when it changes: how many
 * articles match, and, when the term as typed matched nothing, that the results are those of
 * the spelling the index knows. When nothing matches at all it is the old site's "No blogs
 * found!", the only message the page shows then (SearchResultList shows nothing).
 */
export function resultCountText({
  term,
  total,
  didYouMean,
}: {
  term: string;
  total: number;
  didYouMean: string | null;
}): string {
  if (didYouMean) return `No results for “${term}”. Showing ${results(total)} for “${didYouMean}”.`;
  if (total === 0) return 'No blogs found!';
  return `${results(total)} for “${term}”.`;
}
