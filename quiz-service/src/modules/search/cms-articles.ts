import { blocksToText, parseBlocks } from '@apogee/contracts/blocks';
import { formatDate } from '@apogee/contracts/dates';
import { searchMessages } from '@apogee/contracts/search';
import type { CmsClient } from '../../plugins/cms-client';
import { toPassages } from './passages';

/** An article as the search index keeps it: what a result card and the REST adapter show. */
export interface IndexedArticle {
  documentId: string;
  /** The CMS's numeric id (the REST adapter's blog_id). */
  cmsId: number;
  slug: string;
  title: string;
  description: string;
  category: { name: string; slug: string } | null;
  /** The signed author; null for a house piece. */
  author: { name: string; slug: string } | null;
  tags: { name: string; slug: string }[];
  /** The body as plain text: what is searched. */
  bodyText: string;
  /** The body in short passages (sentences): what a result's snippet is made of. */
  passages: string[];
  /** The date as readers see it. */
  dateText: string;
  /** The CMS's rich text (Blocks JSON), as the CMS gave it. */
  content: unknown;
  image: IndexedImage | null;
  publishedAt: string | null;
  updatedAt: string | null;
}

/** Strapi's upload fields that a card's picture needs. */
export interface IndexedImage {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  formats: unknown;
  mime: string | null;
}

/** What the index compares with the CMS to find what it missed. */
export interface ArticleVersion {
  documentId: string;
  updatedAt: string | null;
}

/** Articles read per request: Strapi's maxLimit (cms/config/api.ts). */
const PAGE_SIZE = 100;
/** Ids per `$in` filter: keeps the address well under any server's limit. */
const IDS_PER_REQUEST = 50;

const POPULATE = [
  'populate[category][fields][0]=name',
  'populate[category][fields][1]=slug',
  'populate[author][fields][0]=name',
  'populate[author][fields][1]=slug',
  'populate[tags][fields][0]=name',
  'populate[tags][fields][1]=slug',
  ...['url', 'alternativeText', 'width', 'height', 'formats', 'mime'].map(
    (field, i) => `populate[featureImage][fields][${i}]=${field}`,
  ),
].join('&');

interface CmsEntry {
  id?: unknown;
  documentId?: unknown;
  slug?: unknown;
  title?: unknown;
  description?: unknown;
  content?: unknown;
  publishedAt?: unknown;
  updatedAt?: unknown;
  featureImage?: Record<string, unknown> | null;
  category?: { name?: unknown; slug?: unknown } | null;
  author?: { name?: unknown; slug?: unknown } | null;
  tags?: { name?: unknown; slug?: unknown }[] | null;
}

interface CmsPage<T> {
  data?: T[] | null;
  meta?: { pagination?: { pageCount?: number; total?: number } };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

function named(value: { name?: unknown; slug?: unknown } | null | undefined) {
  const name = text(value?.name);
  const slug = text(value?.slug);
  return name && slug ? { name, slug } : null;
}

function toImage(media: Record<string, unknown> | null | undefined): IndexedImage | null {
  const url = text(media?.url);
  if (!media || !url) return null;
  return {
    url,
    alternativeText: text(media.alternativeText) || null,
    width: numberOrNull(media.width),
    height: numberOrNull(media.height),
    formats: media.formats ?? null,
    mime: text(media.mime) || null,
  };
}

/** A CMS entry as the index keeps it; null when it has no slug or title (nothing to link to). */
export function toIndexedArticle(entry: CmsEntry): IndexedArticle | null {
  const slug = text(entry.slug);
  const title = text(entry.title);
  const documentId = text(entry.documentId);
  if (!slug || !title || !documentId) return null;
  const publishedAt = text(entry.publishedAt) || null;
  const bodyText = blocksToText(parseBlocks(entry.content));
  return {
    documentId,
    cmsId: typeof entry.id === 'number' && Number.isInteger(entry.id) ? entry.id : 0,
    slug,
    title,
    description: text(entry.description),
    category: named(entry.category),
    author: named(entry.author),
    tags: (Array.isArray(entry.tags) ? entry.tags : []).flatMap((tag) => named(tag) ?? []),
    bodyText,
    passages: toPassages(bodyText),
    dateText: formatDate(publishedAt),
    content: entry.content ?? null,
    image: toImage(entry.featureImage),
    publishedAt,
    updatedAt: text(entry.updatedAt) || null,
  };
}

const articlesOf = (page: CmsPage<CmsEntry>) =>
  (page.data ?? []).flatMap((entry) => toIndexedArticle(entry) ?? []);

/**
 * The published articles as the CMS's REST API gives them (the read-only token), page by page,
 * so a caller never holds more than one page of the archive.
 */
export function createCmsArticles(cms: CmsClient) {
  const get = (query: string) =>
    cms.getJson<CmsPage<CmsEntry>>('published', `/api/blogs?${query}`, searchMessages.unavailable);

  /** Every page of a listing, oldest entry first (stable while editors publish). */
  async function* pages(filters: string, fields: string): AsyncGenerator<CmsPage<CmsEntry>> {
    for (let page = 1; ; page++) {
      const answer = await get(
        `${filters}${fields}&sort[0]=id:asc&pagination[page]=${page}&pagination[pageSize]=${PAGE_SIZE}`,
      );
      yield answer;
      if (page >= (answer.meta?.pagination?.pageCount ?? 1) || !answer.data?.length) return;
    }
  }

  async function* articlePages(filters = '') {
    for await (const page of pages(filters, POPULATE)) yield articlesOf(page);
  }

  return {
    /** Every published article, a page at a time. */
    all: () => articlePages(),
    /** The articles changed (or published) after `iso`. */
    changedSince: (iso: string) =>
      articlePages(`filters[updatedAt][$gt]=${encodeURIComponent(iso)}&`),
    /** The articles of a category or carrying a tag (after an editor renames one). */
    inCategory: (slug: string) =>
      articlePages(`filters[category][slug][$eq]=${encodeURIComponent(slug)}&`),
    withTag: (slug: string) =>
      articlePages(`filters[tags][slug][$eq]=${encodeURIComponent(slug)}&`),

    /** The published articles among `ids` (an id missing from the answer is not published). */
    async byIds(ids: readonly string[]): Promise<IndexedArticle[]> {
      const found: IndexedArticle[] = [];
      for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
        const filters = ids
          .slice(i, i + IDS_PER_REQUEST)
          .map((id, n) => `filters[documentId][$in][${n}]=${encodeURIComponent(id)}`)
          .join('&');
        for await (const page of articlePages(`${filters}&`)) found.push(...page);
      }
      return found;
    },

    /** Every published article's id and last change, a page at a time (no text). */
    async *versions(): AsyncGenerator<ArticleVersion[]> {
      for await (const page of pages('', 'fields[0]=updatedAt'))
        yield (page.data ?? []).flatMap((entry) => {
          const documentId = text(entry.documentId);
          return documentId ? [{ documentId, updatedAt: text(entry.updatedAt) || null }] : [];
        });
    },

    /** How many articles are published. */
    async total(): Promise<number> {
      const answer = await get('fields[0]=updatedAt&pagination[page]=1&pagination[pageSize]=1');
      return answer.meta?.pagination?.total ?? 0;
    },
  };
}

export type CmsArticles = ReturnType<typeof createCmsArticles>;
