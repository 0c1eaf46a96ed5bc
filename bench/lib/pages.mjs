// The pages the suite measures, found on the running site's home page: the first article and
// the first category it links to (the seeded content decides which).
const NOT_ARTICLES = new Set([
  '/',
  '/about-us',
  '/all-quiz-analytics',
  '/contact-us',
  '/create-story',
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

export async function findPages(base) {
  const response = await fetch(new URL('/', base));
  if (response.status !== 200) throw new Error(`The home page answered ${response.status}.`);
  const html = await response.text();
  const links = [...html.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1]);
  const article = links.find((link) => /^\/[a-z0-9-]+$/.test(link) && !NOT_ARTICLES.has(link));
  const category = links.find((link) => /^\/category\/[a-z0-9-]+$/.test(link));
  if (!article || !category)
    throw new Error('The home page links to no article or no category: is the content seeded?');
  return { article, category };
}
