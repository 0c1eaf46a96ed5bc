// What the search reads from a reader's text besides what websearch_to_tsquery does with it.

/** Letters and digits, whatever the script: the words of a term. */
const WORD = /[\p{L}\p{N}]+/gu;
/** Words for the instant results' query: a reader types a few. */
const PREFIX_WORDS_MAX = 8;
/** A word worth checking against the corpus's spellings (shorter ones have too few trigrams). */
const SPELLING_MIN_LENGTH = 4;
/** websearch_to_tsquery's own operator word. */
const OPERATORS = new Set(['or']);

/**
 * The words whose spelling "Did you mean" may correct: letters only, four or more, in the order
 * typed, each once (an excluded `-word` is left alone).
 */
export function spellingWords(term: string): string[] {
  const words = new Set<string>();
  for (const match of term.matchAll(WORD)) {
    const word = match[0];
    const excluded = match.index > 0 && term[match.index - 1] === '-';
    if (excluded || word.length < SPELLING_MIN_LENGTH || /\p{N}/u.test(word)) continue;
    if (!OPERATORS.has(word.toLowerCase())) words.add(word);
  }
  return [...words];
}

/** The term with each corrected word replaced, quotes and exclusions kept. */
export function withCorrections(term: string, corrections: ReadonlyMap<string, string>): string {
  return term.replace(WORD, (word) => corrections.get(word) ?? word);
}

/**
 * A to_tsquery text for the instant results: every word typed must match, the last one as a
 * prefix (the reader is still typing it). Only letters and digits reach the query, so its
 * syntax cannot be broken; null when nothing is left.
 */
export function prefixQuery(term: string): string | null {
  const words = [...term.matchAll(WORD)].map((match) => match[0]).slice(0, PREFIX_WORDS_MAX);
  if (words.length === 0) return null;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/**
 * The text a wordless term is looked for as (textMatchPage): as typed, its phrase quotes
 * dropped and its spaces collapsed; null when nothing is left.
 */
export function literalText(term: string): string | null {
  const text = term.replace(/"/g, ' ').replace(/\s+/g, ' ').trim();
  return text || null;
}

/** `text` with every occurrence of `needle` (case ignored) between the two markers. */
export function markLiteral(text: string, needle: string, start: string, stop: string): string {
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(escaped, 'giu'), (found) => `${start}${found}${stop}`);
}
