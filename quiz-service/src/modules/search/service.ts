import { srcSetOf } from '@apogee/contracts/media-srcset';
import {
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  SEARCH_FACET_VALUES,
  SEARCH_SUGGESTIONS,
  SITEMAP_FILE_URLS,
  toHighlightedText,
  type SearchPage,
  type SearchResult,
  type SearchSort,
  type SearchSuggestions,
  type SitemapArticles,
} from '@apogee/contracts/search';
import type { Database } from '../../db/database';
import type { IndexedArticle } from './cms-articles';
import {
  literalText,
  markLiteral,
  prefixQuery,
  spellingWords,
  withCorrections,
} from './query-terms';
import {
  archiveArticle,
  archivePage,
  closestWords,
  matchPage,
  relatedArticles,
  resultRows,
  sitemapRows,
  suggestionRows,
  textMatchPage,
  textResultRows,
  type ArchiveCursor,
  type ArchiveFilter,
  type ArchiveRow,
  type ResultRow,
  type SearchFilters,
} from './repository';

/** ts_headline's options: the service's markers around matched words (toHighlightedText). */
const MARKS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}`;
/** Titles and passages are short: each is shown whole, its matched words marked. */
const TITLE_OPTIONS = `HighlightAll=true, ${MARKS}`;

export interface SearchInput {
  q: string;
  start: number;
  limit: number;
  sort: SearchSort;
  category?: string;
  tag?: string;
  year?: number;
}

function toImage(image: IndexedArticle['image'], title: string): SearchResult['image'] {
  if (!image) return null;
  const isVideo = (image.mime ?? '').startsWith('video/');
  return {
    url: image.url,
    alt: image.alternativeText || title,
    width: image.width,
    height: image.height,
    srcSet: isVideo ? null : srcSetOf(image),
  };
}

function toResult(row: ResultRow): SearchResult {
  const snippet = toHighlightedText(row.snippet_marked);
  return {
    id: row.document_id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    publishedAt: row.published_at?.toISOString() ?? null,
    category:
      row.category_name && row.category_slug
        ? { name: row.category_name, slug: row.category_slug }
        : null,
    author: row.author?.name && row.author.slug ? row.author : null,
    tags: row.tag_names.map((name, i) => ({ name, slug: row.tag_slugs[i] ?? '' })),
    image: toImage(row.image, row.title),
    titleHighlight: toHighlightedText(row.title_marked),
    snippet: snippet.length ? snippet : [{ text: row.description, match: false }],
  };
}

const emptyPage = (term: string): SearchPage => ({
  term,
  total: 0,
  results: [],
  facets: { category: [], tag: [], year: [] },
  didYouMean: null,
});

/** Reads of the search index: the site's search, the instant results and the sitemap. */
export function createSearchService(db: Database) {
  /** The same words with the spellings the corpus knows, when any word was unknown to it. */
  async function corrected(term: string): Promise<string | null> {
    const corrections = await closestWords(db, spellingWords(term));
    if (corrections.size === 0) return null;
    const fixed = withCorrections(term, corrections);
    return fixed.toLowerCase() === term.toLowerCase() ? null : fixed;
  }

  return {
    async search(input: SearchInput): Promise<SearchPage> {
      if (!input.q) return emptyPage('');
      const filters: SearchFilters = {
        category: input.category || null,
        tag: input.tag || null,
        year: input.year ?? null,
      };
      const find = (term: string) =>
        matchPage(db, {
          term,
          filters,
          sort: input.sort,
          start: input.start,
          limit: input.limit,
          facetValues: SEARCH_FACET_VALUES,
        });
      let term = input.q;
      let didYouMean: string | null = null;
      let page = await find(term);
      const literal = page.wordless ? literalText(term) : null;
      if (literal) {
        // Only words the engine ignores ("the", "of the"): the text itself is looked for
        // (docs/decisions/064-search-falls-back-to-the-text.md).
        const found = await textMatchPage(db, {
          text: literal,
          filters,
          start: input.start,
          limit: input.limit,
          facetValues: SEARCH_FACET_VALUES,
        });
        const rows = await textResultRows(db, { text: literal, ids: found.ids });
        const mark = (text: string) => markLiteral(text, literal, HIGHLIGHT_START, HIGHLIGHT_STOP);
        return {
          term: input.q,
          total: found.total,
          results: rows
            .map((row) => ({
              ...row,
              title_marked: mark(row.title),
              snippet_marked: mark(row.snippet_marked),
            }))
            .map(toResult),
          facets: { category: found.categories, tag: found.tags, year: found.years },
          didYouMean: null,
        };
      }
      if (page.total === 0) {
        // Nothing as typed: a misspelt word ("artmis") is searched as the corpus spells it.
        const suggestion = await corrected(term);
        const retry = suggestion ? await find(suggestion) : null;
        if (suggestion && retry && retry.total > 0) {
          term = suggestion;
          didYouMean = suggestion;
          page = retry;
        }
      }
      const rows = await resultRows(db, {
        term,
        ids: page.ids,
        titleOptions: TITLE_OPTIONS,
      });
      return {
        term: input.q,
        total: page.total,
        results: rows.map(toResult),
        facets: { category: page.categories, tag: page.tags, year: page.years },
        didYouMean,
      };
    },

    /** The instant results: titles and tags starting with what the reader has typed so far. */
    async suggest(q: string): Promise<SearchSuggestions> {
      const find = async (term: string) => {
        const tsquery = prefixQuery(term);
        if (!tsquery) return [];
        return suggestionRows(db, {
          tsquery,
          limit: SEARCH_SUGGESTIONS,
          titleOptions: TITLE_OPTIONS,
        });
      };
      let rows = await find(q);
      if (rows.length === 0) {
        const suggestion = await corrected(q);
        if (suggestion) rows = await find(suggestion);
      }
      return {
        suggestions: rows.map((row) => ({
          slug: row.slug,
          title: row.title,
          titleHighlight: toHighlightedText(row.title_marked),
          category: row.category_name,
        })),
      };
    },

    /** Sitemap file `page` of the published articles (SITEMAP_FILE_URLS addresses each). */
    async sitemap(page: number, size = SITEMAP_FILE_URLS): Promise<SitemapArticles | null> {
      const { rows, total } = await sitemapRows(db, page, size);
      const pages = Math.max(1, Math.ceil(total / size));
      if (page > pages) return null;
      return {
        pages,
        total,
        articles: rows.map((row) => ({
          slug: row.slug,
          lastModified: row.last_modified?.toISOString() ?? null,
        })),
      };
    },

    /** The archive, newest first, for the REST adapter's lists (see archivePage). */
    archive: {
      page: (filter: ArchiveFilter, cursor: ArchiveCursor | null, size: number) =>
        archivePage(db, filter, cursor, size),
      article: (slug: string) => archiveArticle(db, slug),
      related: (keys: string[], count: number) => relatedArticles(db, keys, count),
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
export type { ArchiveCursor, ArchiveFilter, ArchiveRow };
