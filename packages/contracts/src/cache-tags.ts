// Cache tags: the names a public page carries (`Surrogate-Key`) for what it shows, and the
// names a content change purges. The web server tags the pages it answers and drops its own
// kept pages by tag; whoever hears a change from the CMS sends the same tags to the shared
// cache in front (docs/architecture.md, "Pages a shared cache can hold"). One vocabulary,
// lowercase, no spaces:
//   site             every page (menus, site settings, footer)
//   home             the home page
//   lists            every list of articles, stories, magazines or quizzes: category, tag and
//                    author pages, search, the publications index, the stories gallery, quizzes
//   feeds, sitemap   the RSS feeds; the sitemaps
//   article:<slug>, category:<slug>, tag:<slug>, author:<slug>, magazine:<slug>,
//   story:<slug>, page:<slug>   one CMS entry, on its own page and on every page linking to it
import type { ContentChangeMessage } from './content-changes';

/** What a content change says: the CMS webhook's payload, or a message on the change bus. */
export type ContentChange = Pick<ContentChangeMessage, 'event' | 'model' | 'slug'>;

export const SITE_TAG = 'site';

/** A slug as a tag part: lowercase, and anything but a URL's plain characters %-encoded. */
function tagPart(slug: string): string {
  let plain = slug;
  try {
    plain = decodeURIComponent(slug);
  } catch {
    // Not %-encoded text: taken as it is.
  }
  return encodeURIComponent(plain.trim().toLowerCase());
}

const entity = (kind: string, slug: string) => `${kind}:${tagPart(slug)}`;

/**
 * The tags a change purges, by the CMS model it names (the content type's singular name). A
 * change whose slug is unknown, or of a model the site shows everywhere (site settings, the
 * publisher) or not known here, purges `site`: every page.
 */
export function tagsForContentChange(change: ContentChange): string[] {
  const model = (change.model ?? '').toLowerCase();
  const slug = change.slug?.trim() ? change.slug : null;
  const bySlug = (kind: string, ...also: string[]) =>
    slug ? [entity(kind, slug), ...also] : [SITE_TAG];
  switch (model) {
    case 'blog':
      // A new, changed or withdrawn article: its page, every page linking to it, and every
      // list, feed and sitemap it is (or was) in.
      return bySlug('article', 'home', 'lists', 'feeds', 'sitemap');
    case 'category':
      return bySlug('category', 'home', 'lists');
    case 'tag':
      return bySlug('tag', 'lists');
    case 'author':
      return bySlug('author', 'home', 'lists', 'feeds');
    case 'magazine':
      return bySlug('magazine', 'home', 'lists', 'sitemap');
    case 'story':
      return bySlug('story', 'home', 'lists', 'sitemap');
    case 'page':
      return bySlug('page', 'sitemap');
    case 'home':
      return ['home'];
    case 'quiz-question':
    case 'daily-challenge':
      return ['lists'];
    default:
      return [SITE_TAG];
  }
}

/** Single-segment paths that are the site's own pages, not articles. */
const SITE_PAGES = new Set([
  'search',
  'quizzes',
  'daily',
  'stories',
  'publications',
  'login',
  'profile',
  'edit-profile',
  'account-security',
  'all-quiz-analytics',
  'your-move',
  'create-story',
  'user-profile',
  'confirm-email',
  'newsletter',
  'preview',
  'internal',
  'api',
  'uploads',
  'assets',
]);

/** Single-segment paths of the CMS's static pages (page:<slug>), not articles. */
const STATIC_PAGES = new Set([
  'about-us',
  'contact-us',
  'information-policy',
  'privacy-policy',
  'terms-conditions',
  'terms-of-use',
]);

/** The CMS entry a path shows on its own, as a tag, or null for other paths. */
function entityOf(segments: string[]): string | null {
  const [first, second] = segments;
  if (!first) return null;
  if (segments.length === 1) {
    if (STATIC_PAGES.has(first)) return entity('page', first);
    if (SITE_PAGES.has(first) || first.includes('.')) return null;
    return entity('article', first);
  }
  if (segments.length !== 2 || !second) return null;
  const kinds: Record<string, string> = {
    category: 'category',
    tag: 'tag',
    author: 'author',
    story: 'story',
    publications: 'magazine',
  };
  const kind = kinds[first];
  return kind ? entity(kind, second) : null;
}

/** The tags of a path alone: `site` and what the address names. */
function tagsForPath(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  const tags = [SITE_TAG];
  if (segments.length === 0) return [...tags, 'home'];
  if (first === 'rss.xml') return [...tags, 'feeds'];
  if (first === 'category' && second && segments[2] === 'rss.xml')
    return [...tags, entity('category', second), 'feeds'];
  if (first === 'sitemap.xml' || first === 'sitemaps') return [...tags, 'sitemap'];
  if (['search', 'quizzes', 'daily', 'stories', 'publications'].includes(first ?? '')) {
    const own = entityOf(segments);
    return own ? [...tags, own, 'lists'] : [...tags, 'lists'];
  }
  const own = entityOf(segments);
  if (!own) return tags;
  // A category, tag or author page lists that entry's articles.
  return /^(category|tag|author):/.test(own) ? [...tags, own, 'lists'] : [...tags, own];
}

const LINK = /\bhref="(\/[^"?#]*)[^"]*"/g;

/**
 * The tags of a page: those of its address, and one for each CMS entry it links to (a link
 * shows the entry's title or name). A page purged by every article change (`home`, `lists`)
 * leaves out the articles it links to: the tag would only make its header longer.
 */
export function tagsForPage(pathname: string, html: string): string[] {
  const tags = new Set(tagsForPath(pathname));
  const articlesCovered = tags.has('home') || tags.has('lists');
  for (const [, href] of html.matchAll(LINK)) {
    const linked = entityOf(href!.split('/').filter(Boolean));
    if (!linked || (articlesCovered && linked.startsWith('article:'))) continue;
    tags.add(linked);
  }
  return [...tags];
}

/** True when a page carrying `pageTags` is dropped by a purge of `purged`. */
export function purgedBy(pageTags: Iterable<string>, purged: Iterable<string>): boolean {
  const drop = new Set(purged);
  if (drop.has(SITE_TAG)) return true;
  for (const tag of pageTags) if (drop.has(tag)) return true;
  return false;
}
