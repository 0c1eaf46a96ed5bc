// The pages the suite measures, found on the running site: the first article and category the
// home page links to, the first tag search the article links to, the first story /stories
// links to and the first magazine /publications links to (the seeded content decides which).
const NOT_ARTICLES = new Set([
  '/',
  '/about-us',
  '/all-quiz-analytics',
  '/contact-us',
  '/create-story',
  '/daily',
  '/edit-profile',
  '/information-policy',
  '/login',
  '/privacy-policy',
  '/profile',
  '/publications',
  '/quizzes',
  '/search',
  '/stories',
  '/terms-conditions',
  '/terms-of-use',
  '/user-profile',
  '/your-move',
]);

/** The links of a page's HTML, `&amp;` decoded, in document order. */
async function linksOf(base, pathname) {
  const response = await fetch(new URL(pathname, base));
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}.`);
  const html = await response.text();
  return [...html.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
}

function first(links, pattern, what, where) {
  const found = links.find((link) => pattern.test(link));
  if (!found) throw new Error(`${where} links to no ${what}: is the content seeded?`);
  return found;
}

/** @returns {Promise<{ article: string, category: string, search: string, story: string, magazine: string }>} */
export async function findPages(base) {
  const home = await linksOf(base, '/');
  const article = home.find((link) => /^\/[a-z0-9-]+$/.test(link) && !NOT_ARTICLES.has(link));
  if (!article) throw new Error('The home page links to no article: is the content seeded?');
  const category = first(home, /^\/category\/[a-z0-9-]+$/, 'category', 'The home page');
  const search = first(await linksOf(base, article), /^\/search\?discover=./, 'tag', article);
  const story = first(
    await linksOf(base, '/stories'),
    /^\/story\/[a-z0-9-]+$/,
    'story',
    '/stories',
  );
  const magazine = first(
    await linksOf(base, '/publications'),
    /^\/publications\/[a-z0-9-]+$/,
    'magazine',
    '/publications',
  );
  return { article, category, search, story, magazine };
}

/** Every page Lighthouse measures in a full run, in the order of the report. */
export function lighthousePages(pages) {
  return [
    '/',
    pages.article,
    pages.category,
    '/publications',
    '/stories',
    '/quizzes',
    pages.search,
    '/login',
    pages.story,
    pages.magazine,
  ];
}

/** Pages that ask search engines not to index them (their head's noindex): no SEO budget. */
const NOT_FOR_SEARCH_ENGINES = new Set(['/login', '/search']);

export const meantForSearchEngines = (url) => !NOT_FOR_SEARCH_ENGINES.has(new URL(url).pathname);
