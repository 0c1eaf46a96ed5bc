/**
 * Draws generated articles one after another from a seed: the same seed and the same CMS
 * (categories, tags, pictures, articles already there) give the same articles, so benchmark
 * runs are comparable. Titles, slugs and document ids never repeat one already in the CMS.
 */
import type { Block } from '../markdown-to-blocks';
import { type Random, randomFromKey } from '../media/random';
import type { Beat } from './beat';
import { aviationBeats } from './beats-aviation';
import { spaceBeats } from './beats-space';
import {
  type ArticleSeo,
  articleBody,
  articleDescription,
  articleSeo,
  articleTitle,
  drawAngle,
} from './article-text';
import { pickSome, whole } from './draws';
import { slugOf } from './wording';

export const BEATS: readonly Beat[] = [...aviationBeats, ...spaceBeats];

/** Publication dates go back at most this many days (ten years less a couple of days). */
export const OLDEST_DAYS = 3650;
const DAY_MS = 86_400_000;
/** A title drawn this many times without finding a new one gets a "Part n" instead. */
const TITLE_DRAWS = 12;

export interface Labelled {
  id: number;
  slug: string;
}

/** What generated articles are filed under and illustrated with: rows already in the CMS. */
export interface ArticleFiling {
  categories: readonly Labelled[];
  tags: readonly Labelled[];
  /** Media library files the feature images are drawn from. */
  imageIds: readonly number[];
}

/** Titles, slugs and document ids the CMS already uses. */
export interface TakenNames {
  titles: Set<string>;
  slugs: Set<string>;
  documentIds: Set<string>;
}

export interface GeneratedArticle {
  documentId: string;
  title: string;
  slug: string;
  description: string;
  content: Block[];
  seo: ArticleSeo;
  publishedAt: Date;
  categoryId: number;
  tagIds: number[];
  imageId: number;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const LETTERS_AND_DIGITS = `${LETTERS}0123456789`;

/** 24 lower-case letters and digits starting with a letter, the shape of Strapi's own ids. */
export function drawDocumentId(random: Random): string {
  let id = LETTERS.charAt(whole(random, 0, LETTERS.length - 1));
  while (id.length < 24) id += LETTERS_AND_DIGITS.charAt(whole(random, 0, 35));
  return id;
}

export class ArticleGenerator {
  private readonly random: Random;
  private readonly categoriesOf = new Map<Beat, readonly Labelled[]>();
  private readonly tagsOf = new Map<Beat, readonly Labelled[]>();
  /** Midnight (UTC) of the day the run starts: dates stay the same all day long. */
  private readonly today: number;

  constructor(
    seed: string,
    private readonly filing: ArticleFiling,
    private readonly taken: TakenNames,
    now: Date,
  ) {
    if (filing.categories.length === 0 || filing.tags.length === 0 || filing.imageIds.length === 0)
      throw new Error('Generated articles need at least one category, one tag and one picture.');
    this.random = randomFromKey(seed);
    this.today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    for (const beat of BEATS) {
      // The first of the beat's categories the CMS has; a beat with none takes any category.
      const category = beat.categories
        .map((slug) => filing.categories.find((candidate) => candidate.slug === slug))
        .find((candidate) => candidate !== undefined);
      this.categoriesOf.set(beat, category ? [category] : filing.categories);
      const tags = filing.tags.filter((tag) => beat.tags.includes(tag.slug));
      this.tagsOf.set(beat, tags.length > 0 ? tags : filing.tags);
    }
  }

  next(): GeneratedArticle {
    const { random } = this;
    const beat = random.pick(BEATS);
    const daysAgo = whole(random, 1, OLDEST_DAYS);
    const minuteOfDay = whole(random, 6 * 60, 21 * 60);
    const publishedAt = new Date(this.today - daysAgo * DAY_MS + minuteOfDay * 60_000);
    const latestYear = publishedAt.getUTCFullYear() - 1;

    let angle = drawAngle(random, beat, latestYear);
    let title = articleTitle(random, angle);
    for (let draw = 1; this.taken.titles.has(title) && draw < TITLE_DRAWS; draw += 1) {
      angle = drawAngle(random, beat, latestYear);
      title = articleTitle(random, angle);
    }
    for (let part = 2; this.taken.titles.has(title); part += 1)
      title = `${title.replace(/, Part \d+$/, '')}, Part ${part}`;
    this.taken.titles.add(title);

    const slug = this.newSlug(slugOf(title));
    const description = articleDescription(random, angle);
    let documentId = drawDocumentId(random);
    while (this.taken.documentIds.has(documentId)) documentId = drawDocumentId(random);
    this.taken.documentIds.add(documentId);

    return {
      documentId,
      title,
      slug,
      description,
      content: articleBody(random, angle),
      seo: articleSeo(title, description, angle),
      publishedAt,
      categoryId: random.pick(this.categoriesOf.get(beat) ?? this.filing.categories).id,
      tagIds: pickSome(random, this.tagsOf.get(beat) ?? this.filing.tags, whole(random, 1, 4)).map(
        (tag) => tag.id,
      ),
      imageId: random.pick(this.filing.imageIds),
    };
  }

  /** The slug, or the slug with -2, -3… when an article already has it. */
  private newSlug(base: string): string {
    let slug = base;
    for (let suffix = 2; this.taken.slugs.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    this.taken.slugs.add(slug);
    return slug;
  }
}
