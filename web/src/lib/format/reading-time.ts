const WORDS_PER_MINUTE = 200;

/** Words of a text after removing HTML tags. */
export function countWords(text: string): number {
  const withoutTags = text.replace(/<[^>]*>/g, ' ');
  return withoutTags.split(/\s+/).filter(Boolean).length;
}

/** SPEC §9: words of the content without tags, divided by 200, rounded up, in minutes. */
export function readingTimeMinutes(text: string): number {
  return Math.ceil(countWords(text) / WORDS_PER_MINUTE);
}
