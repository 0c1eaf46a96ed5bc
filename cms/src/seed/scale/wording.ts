/** Small text helpers of the generated articles: capitals, slugs, word counts, cut-offs. */

/** Words a headline keeps in lower case unless they start it (or follow a colon). */
const MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'by',
  'from',
  'with',
  'as',
  'per',
  'into',
  'over',
]);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "why the geared turbofan matters for fuel burn" → "Why the Geared Turbofan Matters for Fuel Burn". */
export function titleCase(text: string): string {
  let startsPhrase = true;
  return text
    .split(' ')
    .map((word) => {
      const cased = word
        .split('-')
        .map((part, index) =>
          (startsPhrase && index === 0) || !MINOR_WORDS.has(part) ? capitalise(part) : part,
        )
        .join('-');
      startsPhrase = word.endsWith(':') || word.endsWith('?');
      return cased;
    })
    .join(' ');
}

export function sentenceCase(text: string): string {
  return capitalise(text);
}

/** Letters NFKD does not take apart. */
const LATIN: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd' };

/** The URL slug of a title, in the form Strapi's uid field accepts (a-z, 0-9 and dashes). */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øæœßłđ]/g, (letter) => LATIN[letter] ?? '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** Cuts text at a word boundary so that it fits `max` characters, marking the cut with "…". */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,:;.—-]+$/, '')}…`;
}
