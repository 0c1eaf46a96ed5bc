/** A sentence of a text, by its position: `text.slice(start, end)` is `text` here, trimmed. */
export interface SentenceSpan {
  start: number;
  end: number;
  text: string;
}

/** Intl.Segmenter's shape, as far as it is used here (older browsers have none). */
interface SentenceSegmenter {
  segment(input: string): Iterable<{ segment: string; index: number }>;
}

type SegmenterConstructor = new (
  locale: string | undefined,
  options: { granularity: 'sentence' },
) => SentenceSegmenter;

/**
 * Where a sentence ends when the browser has no Intl.Segmenter: after `.`, `!`, `?` or `…`
 * (and any closing quote or bracket) followed by a space and a capital letter, a digit or an
 * opening quote. Cruder than the segmenter ("Mr. Smith" is split), and only a fallback.
 */
const FALLBACK_BOUNDARY = /[.!?…]+["'”’)\]]*\s+(?=["'“‘(\p{Lu}\p{N}])/gu;

function rawSegments(
  text: string,
  locale: string | undefined,
  useSegmenter: boolean,
): { segment: string; index: number }[] {
  const Segmenter = (Intl as { Segmenter?: SegmenterConstructor }).Segmenter;
  if (Segmenter && useSegmenter)
    return [...new Segmenter(locale, { granularity: 'sentence' }).segment(text)];
  const segments: { segment: string; index: number }[] = [];
  let from = 0;
  for (const match of text.matchAll(FALLBACK_BOUNDARY)) {
    const to = match.index + match[0].length;
    segments.push({ segment: text.slice(from, to), index: from });
    from = to;
  }
  if (from < text.length) segments.push({ segment: text.slice(from), index: from });
  return segments;
}

/**
 * The sentences of `text`, each trimmed of the spaces around it; whitespace alone is no
 * sentence. With `useSegmenter: false` the fallback is used (for tests of it).
 */
export function splitSentences(
  text: string,
  locale?: string,
  { useSegmenter = true }: { useSegmenter?: boolean } = {},
): SentenceSpan[] {
  const segments = rawSegments(text, locale, useSegmenter);
  const sentences: SentenceSpan[] = [];
  for (const { segment, index } of segments) {
    const leading = segment.length - segment.trimStart().length;
    const trimmed = segment.trim();
    if (!trimmed) continue;
    const start = index + leading;
    sentences.push({ start, end: start + trimmed.length, text: trimmed });
  }
  return sentences;
}

/** A sentence of the page: what is said, and where it is (to highlight and to scroll to). */
export interface PageSentence {
  text: string;
  range: Range;
  /** The block it belongs to (a paragraph, a heading, a list item…). */
  block: Element;
}

/** The elements whose text is read, each on its own: a sentence never runs across two. */
const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, figcaption, dd, dt, td, th';
/** Text that is not read: program code, and what is there only for the eye or the layout. */
const SKIPPED = 'pre, code, script, style, [aria-hidden="true"], .visually-hidden';

/**
 * The sentences of the text under `root`, in reading order: its text nodes grouped by the
 * nearest block around them, each block's text split into sentences, each sentence given as a
 * DOM Range over those text nodes. The page itself is not changed.
 */
export function pageSentences(root: Element, locale?: string): PageSentence[] {
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const groups: { block: Element; nodes: Text[] }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || parent.closest(SKIPPED) || !text.data.trim()) continue;
    const block = parent.closest(BLOCKS) ?? root;
    const last = groups.at(-1);
    if (last && last.block === block) last.nodes.push(text);
    else groups.push({ block, nodes: [text] });
  }
  const sentences: PageSentence[] = [];
  for (const { block, nodes } of groups) {
    const starts: number[] = [];
    let joined = '';
    for (const node of nodes) {
      starts.push(joined.length);
      joined += node.data;
    }
    /** The text node and offset of a position in the block's joined text. */
    const locate = (position: number, isEnd: boolean): [Text, number] => {
      let at = 0;
      for (let i = 0; i < nodes.length; i++) {
        const next = i + 1 < nodes.length ? starts[i + 1]! : Infinity;
        // An end exactly at a node's edge stays in that node, a start goes to the next one.
        if (isEnd ? position <= next : position < next) {
          at = i;
          break;
        }
      }
      return [nodes[at]!, position - starts[at]!];
    };
    for (const sentence of splitSentences(joined, locale)) {
      const range = document.createRange();
      range.setStart(...locate(sentence.start, false));
      range.setEnd(...locate(sentence.end, true));
      sentences.push({ text: sentence.text.replace(/\s+/g, ' '), range, block });
    }
  }
  return sentences;
}
