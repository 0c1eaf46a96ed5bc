const WORDS_PER_MINUTE = 200;

/** Words of a text after removing HTML tags. */
export function countWords(text: string): number {
  // `[^<>]` rather than `[^>]`: a text of many '<' and no '>' would rescan to its end from
  // each one (quadratic); now every scan stops at the next '<'.
  const withoutTags = text.replace(/<[^<>]*>/g, ' ');
  return withoutTags.split(/\s+/).filter(Boolean).length;
}

/**
 * Words of the content without tags (docs/product/articles-and-lists.md#article), divided by 200,
 * rounded up, in minutes.
 */
export function readingTimeMinutes(text: string): number {
  return Math.ceil(countWords(text) / WORDS_PER_MINUTE);
}
