import { searchPageSchema, type SearchPage } from '@apogee/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCms, type FakeCms } from '../../../test/support/fake-cms';
import { relevanceCorpus } from '../../../test/support/search-corpus';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let cms: FakeCms;

beforeAll(async () => {
  cms = await startFakeCms();
  cms.blogs = relevanceCorpus();
  t = await createTestApp({ cmsUrl: cms.url });
  expect(await t.app.searchIndex.rebuild()).toMatchObject({ articles: 7, removed: 0 });
});
afterAll(async () => {
  await t.close();
  await cms.close();
});

async function search(query: string): Promise<SearchPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return searchPageSchema.parse(res.json());
}
const q = (term: string, rest = '') => search(`q=${encodeURIComponent(term)}${rest}`);
const slugs = (page: SearchPage) => page.results.map((result) => result.slug);
const matched = (runs: { text: string; match: boolean }[]) =>
  runs.filter((run) => run.match).map((run) => run.text);

describe('ranking', () => {
  it('puts the article with the word in its title before one with it in the body', async () => {
    const page = await q('artemis');
    expect(slugs(page)).toEqual(['artemis-return-to-the-moon', 'a-week-at-mission-control']);
    expect(page.total).toBe(2);
    expect(page.didYouMean).toBeNull();
  });

  it('finds a title word first', async () => {
    expect(slugs(await q('Hubble'))[0]).toBe('hubble-servicing-missions');
  });

  it('stems English words: "launches" finds "launching" and "launch"', async () => {
    const page = await q('launches');
    expect(slugs(page)[0]).toBe('launching-rockets-from-the-sea');
    expect(slugs(page)).toEqual(
      expect.arrayContaining([
        'artemis-return-to-the-moon',
        'a-week-at-mission-control',
        'hubble-servicing-missions',
      ]),
    );
  });

  it('matches a quoted phrase only where its words stand together', async () => {
    expect(slugs(await q('"water ice"'))).toEqual(['artemis-return-to-the-moon']);
    expect(slugs(await q('water ice')).sort()).toEqual([
      'artemis-return-to-the-moon',
      'moon-dust-and-water',
    ]);
  });

  it('leaves out articles with an excluded -word', async () => {
    expect(slugs(await q('moon -artemis'))).toEqual(['moon-dust-and-water']);
  });

  it('ignores accents both ways', async () => {
    expect(slugs(await q('cafe'))).toEqual(['cafe-society-at-le-bourget']);
    expect(slugs(await q('resume'))).toEqual(['cafe-society-at-le-bourget']);
    expect(slugs(await q('Café'))).toEqual(['cafe-society-at-le-bourget']);
  });

  it('searches category names, tags and the date readers see', async () => {
    expect(slugs(await q('telescopes'))).toEqual(['hubble-servicing-missions']);
    expect(slugs(await q('aviation')).sort()).toEqual([
      'cafe-society-at-le-bourget',
      'how-jet-engines-make-thrust',
    ]);
    expect(slugs(await q('"September 10, 2022"'))).toEqual(['how-jet-engines-make-thrust']);
  });

  it('sorts by newest when asked', async () => {
    expect(slugs(await q('nasa', '&sort=newest'))).toEqual([
      'artemis-return-to-the-moon',
      'a-week-at-mission-control',
      'hubble-servicing-missions',
    ]);
  });
});

describe('typos', () => {
  it('answers "artmis" with Artemis and says what it searched', async () => {
    const page = await q('artmis');
    expect(page.didYouMean).toBe('artemis');
    expect(page.term).toBe('artmis');
    expect(slugs(page)[0]).toBe('artemis-return-to-the-moon');
  });

  it('answers "hubbel" with Hubble', async () => {
    const page = await q('hubbel missions');
    expect(page.didYouMean).toBe('hubble missions');
    expect(slugs(page)).toEqual(['hubble-servicing-missions']);
  });

  it('suggests nothing for words nothing resembles', async () => {
    const page = await q('xyzzyq');
    expect(page).toMatchObject({ total: 0, results: [], didYouMean: null });
  });
});

describe('a term made only of words the engine ignores', () => {
  const newestFirst = [
    'artemis-return-to-the-moon',
    'a-week-at-mission-control',
    'hubble-servicing-missions',
    'how-jet-engines-make-thrust',
    'launching-rockets-from-the-sea',
    'moon-dust-and-water',
    'cafe-society-at-le-bourget',
  ];

  it('finds "the" in the text itself, newest first, with facets', async () => {
    const page = await q('the');
    expect(page.total).toBe(7);
    expect(slugs(page)).toEqual(newestFirst);
    expect(page.didYouMean).toBeNull();
    expect(page.facets.category).toEqual([
      { value: 'spaceflight', label: 'Spaceflight', count: 3 },
      { value: 'astronomy', label: 'Astronomy', count: 2 },
      { value: 'aviation', label: 'Aviation', count: 2 },
    ]);
    const [first] = page.results;
    expect(matched(first!.titleHighlight)).toEqual(['the', 'the']);
    // The text as typed, anywhere (as the old site's search): "them" holds it too.
    expect(matched(first!.snippet)).toEqual(['The', 'the']);
    expect(first!.snippet.map((run) => run.text).join('')).toContain('docks them with');
  });

  it('looks for "of the" as a phrase, and ranks by date whatever the order asked', async () => {
    const page = await q('of the');
    expect(slugs(page)).toEqual(['cafe-society-at-le-bourget']);
    expect(page.total).toBe(1);
    expect(slugs(await q('"The"', '&sort=newest'))).toEqual(newestFirst);
  });

  it('keeps the filters, the paging and the total', async () => {
    expect(slugs(await q('the', '&tag=moon'))).toEqual([
      'artemis-return-to-the-moon',
      'moon-dust-and-water',
    ]);
    const second = await q('the', '&start=2&limit=2');
    expect(second.total).toBe(7);
    expect(slugs(second)).toEqual(newestFirst.slice(2, 4));
  });

  it('takes % and _ and \\ literally, and answers a long run of such words', async () => {
    for (const text of ['%', '_', 'the_', '%the%', '\\', 'the\\']) {
      const page = await q(text);
      expect(page, text).toMatchObject({ term: text, total: 0, results: [] });
    }
    const many = await q('of the and a to in on at by an '.repeat(20));
    expect(many.term).toHaveLength(200);
    expect(many.total).toBe(0);
  });
});

describe('result cards', () => {
  it('marks the matched words in the title and in a passage of the body', async () => {
    const [first] = (await q('gyroscopes hubble')).results;
    expect(matched(first!.titleHighlight)).toEqual(['Hubble']);
    expect(first!.titleHighlight.map((run) => run.text).join('')).toBe('Hubble servicing missions');
    expect(matched(first!.snippet)).toContain('gyroscopes');
    expect(first).toMatchObject({
      title: 'Hubble servicing missions',
      category: { name: 'Astronomy', slug: 'astronomy' },
      author: { name: 'Kwame Mensah', slug: 'kwame-mensah' },
      tags: [
        { name: 'Telescopes', slug: 'telescopes' },
        { name: 'NASA', slug: 'nasa' },
      ],
      image: { url: '/uploads/hubble-servicing-missions.webp', alt: 'Hubble servicing missions' },
      publishedAt: '2023-04-24T09:00:00.000Z',
    });
  });

  it('carries no author for a house piece (the site signs it with its author label)', async () => {
    const [first] = (await q('jet engines thrust')).results;
    expect(first).toMatchObject({ slug: 'how-jet-engines-make-thrust', author: null });
  });

  it('pages by start and limit, the total staying the same', async () => {
    const all = slugs(await q('nasa'));
    const second = await q('nasa', '&start=1&limit=1');
    expect(second.total).toBe(3);
    expect(slugs(second)).toEqual([all[1]]);
  });
});

describe('facets', () => {
  it('counts categories, tags and years over every match', async () => {
    const page = await q('moon');
    expect(page.facets.category).toEqual([
      { value: 'astronomy', label: 'Astronomy', count: 1 },
      { value: 'spaceflight', label: 'Spaceflight', count: 1 },
    ]);
    expect(page.facets.tag).toEqual([
      { value: 'moon', label: 'Moon', count: 2 },
      { value: 'nasa', label: 'NASA', count: 1 },
    ]);
    expect(page.facets.year).toEqual([
      { value: '2025', label: '2025', count: 1 },
      { value: '2020', label: '2020', count: 1 },
    ]);
  });

  it('narrows by a category, keeping the other categories counted', async () => {
    const page = await q('moon', '&category=astronomy');
    expect(slugs(page)).toEqual(['moon-dust-and-water']);
    expect(page.total).toBe(1);
    expect(page.facets.category.map((value) => value.value)).toEqual(['astronomy', 'spaceflight']);
    expect(page.facets.tag).toEqual([{ value: 'moon', label: 'Moon', count: 1 }]);
  });

  it('narrows by tag and by year', async () => {
    expect(slugs(await q('launch', '&tag=telescopes'))).toEqual(['hubble-servicing-missions']);
    expect(slugs(await q('nasa', '&year=2024'))).toEqual(['a-week-at-mission-control']);
  });
});

describe('instant results', () => {
  async function suggest(text: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggest?q=${encodeURIComponent(text)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { suggestions: { slug: string; titleHighlight: unknown[] }[] })
      .suggestions;
  }

  it('completes the word being typed, from titles and tags', async () => {
    const found = await suggest('art');
    expect(found.map((s) => s.slug)).toEqual(['artemis-return-to-the-moon']);
    expect(found[0]!.titleHighlight).toContainEqual({ text: 'Artemis', match: true });
    expect((await suggest('jet eng')).map((s) => s.slug)).toEqual(['how-jet-engines-make-thrust']);
    expect((await suggest('telesc')).map((s) => s.slug)).toEqual(['hubble-servicing-missions']);
  });

  it('forgives a typo and answers blank text with nothing', async () => {
    expect((await suggest('hubbel')).map((s) => s.slug)).toEqual(['hubble-servicing-missions']);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('(*&^')).toEqual([]);
  });
});

describe('input', () => {
  it('answers blank text with an empty page', async () => {
    expect(await q('   ')).toEqual({
      term: '',
      total: 0,
      results: [],
      facets: { category: [], tag: [], year: [] },
      didYouMean: null,
    });
  });

  it('reads any text a reader types: operators, quotes and symbols never fail', async () => {
    for (const text of ['"', '-', 'or', '!!', "'); drop table search_articles; --", ':*', '&|!']) {
      const page = await q(text);
      expect(page.term).toBe(text.trim());
    }
    expect(slugs(await q('hubble'))).toEqual(['hubble-servicing-missions']);
  });

  it('cuts a pasted paragraph to 200 characters instead of refusing it', async () => {
    const page = await q(`hubble ${'x'.repeat(5000)}`);
    expect(page.term).toHaveLength(200);
  });

  it('refuses an unknown sort or year with a message', async () => {
    const sort = await t.app.inject({ method: 'GET', url: '/api/search?q=moon&sort=oldest' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error.message).toContain('Sort by relevance or newest.');
    const year = await t.app.inject({ method: 'GET', url: '/api/search?q=moon&year=soon' });
    expect(year.statusCode).toBe(400);
    expect(year.json().error.message).toContain('The year must be a number such as 2024.');
  });
});

describe('GET /api/search/sitemap', () => {
  it('lists every article with its last change, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/sitemap?page=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pages: 1, total: 7 });
    expect(body.articles[0]).toEqual({
      slug: 'artemis-return-to-the-moon',
      lastModified: '2025-11-16T10:00:00.000Z',
    });
    expect(body.articles).toHaveLength(7);
  });

  it('answers 404 past the last file, and splits at the file size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/sitemap?page=2' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('There is no such sitemap page.');
    const split = await t.app.articleSearch.sitemap(2, 3);
    expect(split).toMatchObject({ pages: 3, total: 7 });
    expect(split!.articles.map((a) => a.slug)).toEqual([
      'how-jet-engines-make-thrust',
      'launching-rockets-from-the-sea',
      'moon-dust-and-water',
    ]);
  });
});

describe('the search limit per address', () => {
  const asking = (address: string, term: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(term)}`,
      remoteAddress: address,
    });

  it('answers 429 with its message after 60 searches a minute, and other addresses still search', async () => {
    for (let i = 1; i <= 60; i++) {
      const res = await asking('198.51.100.7', `made-up query ${i}`);
      expect(res.statusCode, `search ${i}`).toBe(200);
    }
    const refused = await asking('198.51.100.7', 'artemis');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many searches from your network. Please wait a minute and try again.',
      },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await asking('198.51.100.8', 'artemis');
    expect(other.statusCode).toBe(200);
    expect(slugs(searchPageSchema.parse(other.json()))[0]).toBe('artemis-return-to-the-moon');
  });

  it('does not count a blank search, and takes its count from SEARCH_LIMIT_PER_MINUTE', async () => {
    for (let i = 0; i < 70; i++)
      expect((await asking('198.51.100.9', '  ')).statusCode, `blank ${i}`).toBe(200);
    expect((await asking('198.51.100.9', 'artemis')).statusCode).toBe(200);

    const strict = await createTestApp({ cmsUrl: cms.url, searchLimitPerMinute: 2 });
    try {
      const ask = () =>
        strict.app.inject({ method: 'GET', url: '/api/search?q=moon', remoteAddress: '192.0.2.1' });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
