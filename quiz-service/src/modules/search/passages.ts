/** A passage's most words: a result shows two of them, about two lines each. */
const PASSAGE_WORDS_MAX = 36;
/** A sentence shorter than this joins the next one ("Why?" is not a passage). */
const PASSAGE_WORDS_MIN = 8;
/** What an article keeps of its body for passages: enough for the longest features. */
const PASSAGES_MAX = 400;

const SENTENCE_END = /(?<=[.!?…])\s+(?=\S)/u;

/**
 * The body cut into short passages: sentences, short ones joined to the next (the last of a
 * block to the one before) and long ones cut
 * into pieces of PASSAGE_WORDS_MAX words, in reading order. Each line of the text (a block) is
 * cut apart, so a passage never runs from a heading into a paragraph.
 */
export function toPassages(bodyText: string): string[] {
  const passages: string[] = [];
  for (const line of bodyText.split('\n')) {
    let pending: string[] = [];
    const lineStart = passages.length;
    const flush = () => {
      if (pending.length) passages.push(pending.join(' '));
      pending = [];
    };
    for (const sentence of line.trim().split(SENTENCE_END)) {
      const words = sentence.split(/\s+/).filter(Boolean);
      for (let i = 0; i < words.length; i += PASSAGE_WORDS_MAX) {
        pending.push(...words.slice(i, i + PASSAGE_WORDS_MAX));
        if (pending.length >= PASSAGE_WORDS_MIN) flush();
      }
    }
    // A short last sentence joins the passage before it, in the same block.
    if (pending.length && pending.length < PASSAGE_WORDS_MIN && passages.length > lineStart)
      passages[passages.length - 1] += ` ${pending.join(' ')}`;
    else flush();
    if (passages.length >= PASSAGES_MAX) break;
  }
  return passages.slice(0, PASSAGES_MAX);
}
