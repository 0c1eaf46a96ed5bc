import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from '@apogee/contracts/search';
import {
  SEARCH_FILTER_MAX,
  SEARCH_YEAR_MAX,
  SEARCH_YEAR_MIN,
} from '@apogee/contracts/search-limits';
import { searchApiPath } from './search-api-path';
import { withFacet, withSort } from './search-links';
import {
  normaliseSearchTerm,
  parseSearchParams,
  SEARCH_TERM_MAX,
  searchRequestOf,
} from './search-params';

describe('the search page address', () => {
  it('reads the term, the facets and the sort', () => {
    expect(
      parseSearchParams({
        discover: 'moon landing',
        category: 'spaceflight',
        tag: 'artemis',
        year: 2025,
        sort: 'newest',
      }),
    ).toEqual({
      discover: 'moon landing',
      category: 'spaceflight',
      tag: 'artemis',
      year: 2025,
      sort: 'newest',
    });
  });

  it('keeps a term the router read as a number or a boolean as the text typed', () => {
    expect(parseSearchParams({ discover: 1969 }).discover).toBe('1969');
    expect(parseSearchParams({ discover: true }).discover).toBe('true');
    expect(parseSearchParams({ tag: 2024 }).tag).toBe('2024');
  });

  it('takes no term from an object, an array or nothing', () => {
    expect(parseSearchParams({ discover: { a: 1 } }).discover).toBe('');
    expect(parseSearchParams({ discover: ['a', 'b'] }).discover).toBe('');
    expect(parseSearchParams({})).toEqual({ discover: '' });
  });

  it('cuts a long term to the longest the service searches', () => {
    expect(parseSearchParams({ discover: 'a'.repeat(5000) }).discover).toHaveLength(
      SEARCH_TERM_MAX,
    );
  });

  it('drops a year that is not a year the service accepts', () => {
    for (const year of ['20x5', '1899', '2201', 12, '2025.5', '', '  ', -2025, true, [2025]]) {
      expect(parseSearchParams({ year }).year, String(year)).toBeUndefined();
    }
    expect(parseSearchParams({ year: ' 2024 ' }).year).toBe(2024);
  });

  it('drops an unknown sort and leaves the default, relevance, out of the address', () => {
    expect(parseSearchParams({ sort: 'oldest' })).toEqual({ discover: '' });
    expect(parseSearchParams({ sort: 'relevance' })).toEqual({ discover: '' });
    expect(parseSearchParams({ sort: ['newest'] })).toEqual({ discover: '' });
  });

  it('drops blank facets and cuts long ones', () => {
    expect(parseSearchParams({ category: '   ', tag: '' })).toEqual({ discover: '' });
    expect(parseSearchParams({ category: 'x'.repeat(500) }).category).toHaveLength(200);
    expect(parseSearchParams({ category: { slug: 'x' } }).category).toBeUndefined();
  });

  it('sets and clears one facet without touching the others', () => {
    const params = parseSearchParams({ discover: 'moon', tag: 'nasa', sort: 'newest' });
    expect(withFacet(params, 'category', 'spaceflight')).toEqual({
      ...params,
      category: 'spaceflight',
    });
    expect(withFacet(params, 'tag', undefined)).toEqual({ discover: 'moon', sort: 'newest' });
    expect(withFacet(params, 'year', '2025')).toEqual({ ...params, year: 2025 });
    expect(withFacet(params, 'year', 'not a year')).toEqual(params);
  });

  it('sorts by newest in the address and by relevance without it', () => {
    const params = { discover: 'moon' };
    expect(withSort(params, 'newest')).toEqual({ discover: 'moon', sort: 'newest' });
    expect(withSort({ discover: 'moon', sort: 'newest' }, 'relevance')).toEqual(params);
  });
});

describe('the search request', () => {
  it('treats blank text as no search', () => {
    expect(normaliseSearchTerm('   ')).toBe('');
    expect(searchRequestOf({ discover: ' \t ' }).term).toBe('');
  });

  it('asks the quiz-service for a page of 12 with the filters and the sort', () => {
    const request = searchRequestOf({
      discover: ' moon & mars ',
      category: 'spaceflight',
      year: 2025,
    });
    const url = new URL(searchApiPath(request, 24), 'http://quiz.test');
    expect(url.pathname).toBe('/api/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'moon & mars',
      start: '24',
      limit: '12',
      sort: 'relevance',
      category: 'spaceflight',
      year: '2025',
    });
  });

  it('is a request the contract accepts as it was meant', () => {
    const request = searchRequestOf({ discover: 'artemis', tag: 'nasa', sort: 'newest' });
    const url = new URL(searchApiPath(request, 0), 'http://quiz.test');
    expect(searchQuerySchema.parse(Object.fromEntries(url.searchParams))).toEqual({
      q: 'artemis',
      start: 0,
      limit: 12,
      sort: 'newest',
      tag: 'nasa',
    });
  });

  it('bounds the address as the service bounds its request', () => {
    const accepts = (query: Record<string, string>) => searchQuerySchema.safeParse(query).success;
    expect(accepts({ year: String(SEARCH_YEAR_MIN) })).toBe(true);
    expect(accepts({ year: String(SEARCH_YEAR_MAX) })).toBe(true);
    expect(accepts({ year: String(SEARCH_YEAR_MIN - 1) })).toBe(false);
    expect(accepts({ year: String(SEARCH_YEAR_MAX + 1) })).toBe(false);
    expect(accepts({ tag: 'x'.repeat(SEARCH_FILTER_MAX) })).toBe(true);
    expect(accepts({ tag: 'x'.repeat(SEARCH_FILTER_MAX + 1) })).toBe(false);
  });
});
