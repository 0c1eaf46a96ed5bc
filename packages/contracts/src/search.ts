import { z } from 'zod';
import { BLOG_PAGE_SIZE } from './editorial';
import {
  SEARCH_FILTER_MAX,
  SEARCH_TERM_MAX,
  SEARCH_TOO_MANY_MESSAGE,
  SEARCH_YEAR_MAX,
  SEARCH_YEAR_MIN,
  searchSorts,
} from './search-limits';

export * from './search-limits';

// The site's search (GET /api/search, GET /api/search/suggest) and the index behind it: the
// quiz-service keeps a PostgreSQL full-text index of the published articles, derived from the
// CMS (docs/architecture.md, "Search").

/** Instant results under the header's search box. */
export const SEARCH_SUGGESTIONS = 5;
/** Facet values listed beside the results, per facet (the most frequent first). */
export const SEARCH_FACET_VALUES = 12;
/** A sitemap file lists at most this many addresses (sitemaps.org). */
export const SITEMAP_FILE_URLS = 50_000;

export const searchMessages = {
  sortInvalid: 'Sort by relevance or newest.',
  yearInvalid: 'The year must be a number such as 2024.',
  pageInvalid: 'The page must be a whole number from 1.',
  unavailable: 'Search is unavailable right now. Please try again in a moment.',
  tooMany: SEARCH_TOO_MANY_MESSAGE,
} as const;

/** Facet filters and sort: each optional; unknown values simply match nothing. */
const filterField = z.string().trim().max(SEARCH_FILTER_MAX).optional();

/** GET /api/search. `q` blank answers an empty page (blank input is not a search). */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, SEARCH_TERM_MAX)),
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(48).default(BLOG_PAGE_SIZE),
  sort: z.enum(searchSorts, { error: searchMessages.sortInvalid }).default('relevance'),
  category: filterField,
  tag: filterField,
  year: z.coerce
    .number({ error: searchMessages.yearInvalid })
    .int(searchMessages.yearInvalid)
    .min(SEARCH_YEAR_MIN, searchMessages.yearInvalid)
    .max(SEARCH_YEAR_MAX, searchMessages.yearInvalid)
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/**
 * Text with the matched words marked: alternate runs of plain and matched text, so a client
 * renders `<mark>` around the matched runs without ever treating the text as HTML.
 */
export const highlightedTextSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type HighlightedText = z.infer<typeof highlightedTextSchema>;

export const searchImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  srcSet: z.string().nullable(),
});

export const searchResultSchema = z.object({
  /** The CMS's documentId. */
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  publishedAt: z.string().nullable(),
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
  /** The signed author; null for a house piece (the card shows the site's author label). */
  author: z.object({ name: z.string(), slug: z.string() }).nullable(),
  tags: z.array(z.object({ name: z.string(), slug: z.string() })),
  image: searchImageSchema.nullable(),
  /** The title with the matched words marked. */
  titleHighlight: highlightedTextSchema,
  /** A passage of the body around the matched words (the description when the body has none). */
  snippet: highlightedTextSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number() });
export type SearchFacetValue = z.infer<typeof facetValueSchema>;

export const searchPageSchema = z.object({
  /** The term searched, as the service read it. */
  term: z.string(),
  total: z.number(),
  results: z.array(searchResultSchema),
  /** Counts over every match (before the facet filters of the same facet are applied). */
  facets: z.object({
    category: z.array(facetValueSchema),
    tag: z.array(facetValueSchema),
    year: z.array(facetValueSchema),
  }),
  /**
   * A spelling the corpus knows, when the term as typed matched nothing ("artmis" → "artemis");
   * the results are then those of the suggestion.
   */
  didYouMean: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** GET /api/search/suggest: the instant results under the header's box. */
export const searchSuggestQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, SEARCH_TERM_MAX)),
});

export const searchSuggestionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  titleHighlight: highlightedTextSchema,
  category: z.string().nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const searchSuggestionsSchema = z.object({ suggestions: z.array(searchSuggestionSchema) });
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** GET /api/search/sitemap?page=N: the published articles' addresses, for sitemap file N. */
export const sitemapQuerySchema = z.object({
  page: z.coerce
    .number({ error: searchMessages.pageInvalid })
    .int(searchMessages.pageInvalid)
    .min(1, searchMessages.pageInvalid)
    .max(10_000, searchMessages.pageInvalid)
    .default(1),
});
export const sitemapArticlesSchema = z.object({
  /** Sitemap files the articles fill (SITEMAP_FILE_URLS each); at least 1. */
  pages: z.number(),
  total: z.number(),
  articles: z.array(z.object({ slug: z.string(), lastModified: z.string().nullable() })),
});
export type SitemapArticles = z.infer<typeof sitemapArticlesSchema>;

/** Splits highlighted text made with the service's markers into runs (see highlightedTextSchema). */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_STOP = '\u0003';

export function toHighlightedText(marked: string): HighlightedText {
  const runs: HighlightedText = [];
  let rest = marked;
  while (rest) {
    const start = rest.indexOf(HIGHLIGHT_START);
    if (start === -1) {
      runs.push({ text: rest, match: false });
      break;
    }
    if (start > 0) runs.push({ text: rest.slice(0, start), match: false });
    const stop = rest.indexOf(HIGHLIGHT_STOP, start + 1);
    const end = stop === -1 ? rest.length : stop;
    const text = rest.slice(start + 1, end);
    if (text) runs.push({ text, match: true });
    rest = stop === -1 ? '' : rest.slice(stop + 1);
  }
  return runs.filter((run) => run.text !== '');
}
