import { describe, expect, it } from 'vitest';
import { purgedBy, tagsForContentChange, tagsForPage } from './cache-tags';

const change = (model: string | null, slug: string | null) => ({
  event: 'entry.publish',
  model,
  slug,
});

describe('tagsForContentChange', () => {
  it('purges an article, the pages listing it, its feeds and the sitemap', () => {
    expect(tagsForContentChange(change('blog', 'mars-sample-return'))).toEqual([
      'article:mars-sample-return',
      'home',
      'lists',
      'feeds',
      'sitemap',
    ]);
  });

  it('names each kind of entry by its own tag', () => {
    expect(tagsForContentChange(change('category', 'rockets'))).toEqual([
      'category:rockets',
      'home',
      'lists',
    ]);
    expect(tagsForContentChange(change('tag', 'ISS'))).toEqual(['tag:iss', 'lists']);
    expect(tagsForContentChange(change('Author', 'ada-lane'))).toEqual([
      'author:ada-lane',
      'home',
      'lists',
      'feeds',
    ]);
    expect(tagsForContentChange(change('magazine', 'issue-12'))[0]).toBe('magazine:issue-12');
    expect(tagsForContentChange(change('story', 'the-moon'))[0]).toBe('story:the-moon');
    expect(tagsForContentChange(change('page', 'about-us'))).toEqual(['page:about-us', 'sitemap']);
    expect(tagsForContentChange(change('home', null))).toEqual(['home']);
    expect(tagsForContentChange(change('quiz-question', null))).toEqual(['lists']);
  });

  it('purges every page when it cannot tell what changed', () => {
    expect(tagsForContentChange(change('site-setting', null))).toEqual(['site']);
    expect(tagsForContentChange(change('publisher', null))).toEqual(['site']);
    expect(tagsForContentChange(change('blog', null))).toEqual(['site']);
    expect(tagsForContentChange(change('blog', '  '))).toEqual(['site']);
    expect(tagsForContentChange(change(null, 'x'))).toEqual(['site']);
    expect(tagsForContentChange(change('something-new', 'x'))).toEqual(['site']);
  });

  it('keeps a tag one header token: no spaces, lowercase', () => {
    expect(tagsForContentChange(change('tag', 'Deep Space'))[0]).toBe('tag:deep%20space');
  });
});

describe('tagsForPage', () => {
  it('tags an article with itself and every entry it links to', () => {
    const html =
      '<a href="/category/rockets">Rockets</a><a href="/tag/iss?x=1">ISS</a>' +
      '<a href="/author/ada-lane">Ada</a><a href="/voyager-at-50">Voyager</a>' +
      '<a href="/about-us">About</a><a href="/search">Search</a><a href="/quizzes">Quizzes</a>' +
      '<link href="/assets/main.css"><a href="https://elsewhere.example/x">x</a>';
    expect(tagsForPage('/mars-sample-return', html).sort()).toEqual(
      [
        'site',
        'article:mars-sample-return',
        'category:rockets',
        'tag:iss',
        'author:ada-lane',
        'article:voyager-at-50',
        'page:about-us',
      ].sort(),
    );
  });

  it('tags home and the lists without the articles they link to', () => {
    const html = '<a href="/voyager-at-50">Voyager</a><a href="/category/rockets">Rockets</a>';
    expect(tagsForPage('/', html)).toEqual(['site', 'home', 'category:rockets']);
    expect(tagsForPage('/category/rockets', html)).toEqual(['site', 'category:rockets', 'lists']);
    expect(tagsForPage('/search', '')).toEqual(['site', 'lists']);
    expect(tagsForPage('/publications/issue-12', '')).toEqual([
      'site',
      'magazine:issue-12',
      'lists',
    ]);
    expect(tagsForPage('/story/the-moon', '')).toEqual(['site', 'story:the-moon']);
  });

  it('tags feeds and sitemaps', () => {
    expect(tagsForPage('/rss.xml', '')).toEqual(['site', 'feeds']);
    expect(tagsForPage('/category/rockets/rss.xml', '')).toEqual([
      'site',
      'category:rockets',
      'feeds',
    ]);
    expect(tagsForPage('/sitemap.xml', '')).toEqual(['site', 'sitemap']);
    expect(tagsForPage('/sitemaps/articles-1.xml', '')).toEqual(['site', 'sitemap']);
  });
});

describe('purgedBy', () => {
  it('drops the pages an article publish names and leaves an unrelated article', () => {
    const purge = tagsForContentChange(change('blog', 'mars-sample-return'));
    expect(purgedBy(tagsForPage('/mars-sample-return', ''), purge)).toBe(true);
    expect(purgedBy(tagsForPage('/', ''), purge)).toBe(true);
    expect(
      purgedBy(tagsForPage('/voyager-at-50', '<a href="/mars-sample-return">x</a>'), purge),
    ).toBe(true);
    expect(purgedBy(tagsForPage('/voyager-at-50', '<a href="/about-us">x</a>'), purge)).toBe(false);
  });

  it('drops every page for a site-wide change', () => {
    expect(purgedBy(tagsForPage('/voyager-at-50', ''), ['site'])).toBe(true);
  });
});
