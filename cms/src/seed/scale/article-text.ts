/**
 * The words of one generated article: title, description, SEO fields and a body of a few
 * headed sections in Strapi's Blocks format, written from a beat's vocabulary (./beat.ts)
 * and the patterns of ./phrases.ts.
 */
import type { Block, TextNode } from '../markdown-to-blocks';
import type { Random } from '../media/random';
import type { Beat } from './beat';
import { chance, pickOther, pickSome, whole } from './draws';
import { DESCRIPTIONS, HEADINGS, LIST_INTROS, LIST_ITEMS, SENTENCES, TITLES } from './phrases';
import { sentenceCase, shorten, titleCase, wordCount } from './wording';

export const PARAGRAPH_WORDS = { min: 60, max: 150 } as const;
/** Words of an article's paragraphs; headings and a list add a few dozen more. */
const BODY_WORDS = { min: 330, max: 770 } as const;

/** What an article is about: the words its title is built on, kept through its body. */
export interface Angle {
  beat: Beat;
  subject: string;
  effect: string;
  place: string;
  people: string;
  /** Years quoted in the text are no later than this (the year before publication). */
  latestYear: number;
}

export function drawAngle(random: Random, beat: Beat, latestYear: number): Angle {
  return {
    beat,
    subject: random.pick(beat.subjects),
    effect: random.pick(beat.effects),
    place: random.pick(beat.places),
    people: random.pick(beat.people),
    latestYear,
  };
}

/** Fills a pattern's {slots}; the angle's words stay, the others are drawn anew each time. */
export function fill(pattern: string, random: Random, angle: Angle): string {
  const { beat } = angle;
  const drawn: Record<string, string> = {};
  return pattern.replace(/\{(\w+)\}/g, (_match, slot: string) => {
    const value = slotValue(slot);
    drawn[slot] = value;
    return value;
  });

  function slotValue(slot: string): string {
    switch (slot) {
      case 'subject':
        return angle.subject;
      case 'effect':
        return angle.effect;
      case 'effect2':
        return pickOther(random, beat.effects, angle.effect);
      case 'place':
        return angle.place;
      case 'place2':
        return pickOther(random, beat.places, angle.place);
      case 'people':
        return angle.people;
      case 'part':
        return random.pick(beat.parts);
      case 'part2':
        return pickOther(random, beat.parts, drawn.part);
      case 'method':
        return random.pick(beat.methods);
      case 'method2':
        return pickOther(random, beat.methods, drawn.method);
      case 'condition':
        return random.pick(beat.conditions);
      case 'year':
        return String(whole(random, 1950, angle.latestYear));
      case 'count':
        return String(whole(random, 3, 12));
      case 'percent':
        return String(whole(random, 2, 40));
      default:
        throw new Error(`The scale phrase "${pattern}" has an unknown slot {${slot}}.`);
    }
  }
}

export function articleTitle(random: Random, angle: Angle): string {
  return titleCase(fill(random.pick(TITLES), random, angle));
}

export function articleDescription(random: Random, angle: Angle): string {
  return shorten(sentenceCase(fill(random.pick(DESCRIPTIONS), random, angle)), 500);
}

export interface ArticleSeo {
  metaTitle: string;
  metaDescription: string;
  keywords: string;
}

/** The SEO component within the lengths its schema allows (components/shared/seo.json). */
export function articleSeo(title: string, description: string, angle: Angle): ArticleSeo {
  const subject = angle.subject.replace(/^(the|a|an) /, '');
  return {
    metaTitle: shorten(title, 70),
    metaDescription: shorten(description, 200),
    keywords: shorten(
      [angle.beat.topic, subject, angle.effect, angle.people, angle.place].join(', '),
      255,
    ),
  };
}

const text = (value: string): TextNode => ({ type: 'text', text: value });

/**
 * Sentences up to about `target` words, never past the paragraph maximum. `used` holds the
 * patterns the article has already used, so that sentences repeat only once most are spent.
 */
function paragraphText(
  random: Random,
  angle: Angle,
  target: number,
  used: Set<string>,
  closing?: string,
): string {
  const sentences: string[] = [];
  let words = closing ? wordCount(closing) : 0;
  for (let tries = 0; words < target && tries < 60; tries += 1) {
    if (used.size > SENTENCES.length - 10) used.clear();
    const pattern = random.pick(SENTENCES);
    if (used.has(pattern)) continue;
    const sentence = sentenceCase(fill(pattern, random, angle));
    const length = wordCount(sentence);
    if (words + length > PARAGRAPH_WORDS.max) {
      if (words >= PARAGRAPH_WORDS.min) break;
      continue;
    }
    used.add(pattern);
    sentences.push(sentence);
    words += length;
  }
  if (closing) sentences.push(closing);
  return sentences.join(' ');
}

function listBlock(random: Random, angle: Angle): Block {
  const items = pickSome(random, LIST_ITEMS, whole(random, 3, 4));
  return {
    type: 'list',
    format: 'unordered',
    children: items.map((item) => ({
      type: 'list-item',
      children: [text(sentenceCase(fill(item, random, angle)))],
    })),
  };
}

/**
 * An opening paragraph, then sections of one or two paragraphs under a heading (at least
 * two headings); about a third of the articles also carry a short bullet list.
 */
export function articleBody(random: Random, angle: Angle): Block[] {
  const budget = whole(random, BODY_WORDS.min, BODY_WORDS.max);
  const headings = pickSome(random, HEADINGS, HEADINGS.length);
  const withList = chance(random, 0.3);
  const blocks: Block[] = [];
  let written = 0;
  let paragraphs = 0;
  let headingCount = 0;
  let sinceHeading = 0;
  let listWritten = false;
  const usedSentences = new Set<string>();

  const heading = (): Block => {
    const pattern = headings[headingCount] ?? 'More to know';
    headingCount += 1;
    sinceHeading = 0;
    return {
      type: 'heading',
      level: 2,
      children: [text(sentenceCase(fill(pattern, random, angle)))],
    };
  };

  while (written < budget - 20) {
    const remaining = budget - written;
    const target =
      remaining < 220
        ? Math.min(Math.max(remaining, PARAGRAPH_WORDS.min + 5), PARAGRAPH_WORDS.max - 10)
        : whole(random, 75, 135);
    if (paragraphs > 0 && (headingCount === 0 || sinceHeading >= 2 || chance(random, 0.5)))
      blocks.push(heading());
    const addList = withList && !listWritten && paragraphs > 0;
    const closing = addList
      ? sentenceCase(fill(random.pick(LIST_INTROS), random, angle))
      : undefined;
    const paragraph = paragraphText(random, angle, target, usedSentences, closing);
    blocks.push({ type: 'paragraph', children: [text(paragraph)] });
    if (addList) {
      blocks.push(listBlock(random, angle));
      listWritten = true;
    }
    written += wordCount(paragraph);
    paragraphs += 1;
    sinceHeading += 1;
  }
  // The last paragraph never follows a heading here (it would have counted), so a second
  // heading can go right before it.
  if (headingCount < 2) {
    const lastParagraph = blocks.map((block) => block.type).lastIndexOf('paragraph');
    blocks.splice(lastParagraph, 0, heading());
  }
  return blocks;
}

/** Every word a reader sees in a body (paragraphs, headings and list items). */
export function bodyWordCount(blocks: readonly Block[]): number {
  const words = (nodes: readonly { text?: string; children?: unknown }[]): number =>
    nodes.reduce(
      (sum, node) =>
        sum +
        (typeof node.text === 'string' ? wordCount(node.text) : 0) +
        (Array.isArray(node.children) ? words(node.children as { text?: string }[]) : 0),
      0,
    );
  return words(blocks as readonly { children?: unknown }[]);
}
