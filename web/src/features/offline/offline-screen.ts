// The offline screen: what the service worker answers, without a network, for a page that is
// not saved on this device. A whole document built in the worker from the saved list, so it
// needs no script and no page data; it reuses the site's stylesheet (kept with the saved
// copy) and the error page's classes, so both themes apply.

/** A saved article as the offline copy keeps it. */
export interface SavedArticle {
  readonly slug: string;
  readonly title: string;
}

export type OfflineTheme = 'day' | 'night';

export interface OfflineScreenInput {
  readonly articles: readonly SavedArticle[];
  /** The site's stylesheets, as the last page that synced linked them. */
  readonly stylesheets?: readonly string[];
  /** The theme the reader last saw. */
  readonly theme?: OfflineTheme;
}

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_NOT_SAVED = 'This page is not saved on this device.';
export const OFFLINE_SAVED_HEADING = 'Saved articles you can read now';
export const OFFLINE_NONE_SAVED =
  'No articles are saved on this device. Save an article while online to read it here without a connection.';

/**
 * The screen's own policy: no script at all, styles and pictures from the site only. The
 * worker builds this answer, so no server header reaches it.
 */
export const OFFLINE_SCREEN_POLICY = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute's value, safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** The address of a saved article: one path segment, its slug. */
export function articlePath(slug: string): string {
  return `/${encodeURIComponent(slug)}`;
}

/** The screen's markup, inside the page's <main>. */
export function offlineScreenMarkup(articles: readonly SavedArticle[]): string {
  const list =
    articles.length > 0
      ? `<h2 class="offline-screen__heading">${OFFLINE_SAVED_HEADING}</h2>` +
        `<ul class="offline-screen__list">${articles
          .map(
            (article) =>
              `<li><a href="${escapeHtml(articlePath(article.slug))}">${escapeHtml(article.title)}</a></li>`,
          )
          .join('')}</ul>`
      : `<p class="error-page__message">${OFFLINE_NONE_SAVED}</p>`;
  return (
    `<section class="error-page offline-screen" aria-labelledby="offline-title">` +
    `<h1 id="offline-title" class="error-page__title">${OFFLINE_TITLE}</h1>` +
    `<p class="error-page__message">${OFFLINE_NOT_SAVED}</p>` +
    list +
    `</section>`
  );
}

/** The list's layout: a few rules of its own, with the site's tokens only. */
const SCREEN_STYLE =
  '.offline-screen__list{list-style:none;margin:0;padding:0;display:grid;gap:var(--space-2)}' +
  '.offline-screen__list a{color:var(--color-link)}' +
  '.offline-screen__heading{font-size:var(--text-lg);margin:var(--space-4) 0 0}';

/** The whole document the worker answers with. */
export function offlineScreenDocument({
  articles,
  stylesheets = [],
  theme = 'day',
}: OfflineScreenInput): string {
  const links = stylesheets
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  return (
    `<!doctype html><html lang="en" data-theme="${theme}" style="color-scheme:${theme === 'night' ? 'dark' : 'light'}">` +
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${OFFLINE_TITLE}</title>${links}<style>${SCREEN_STYLE}</style></head>` +
    `<body><main id="main">${offlineScreenMarkup(articles)}</main></body></html>`
  );
}

/** The worker's answer: the document, kept by no cache, under its own policy. */
export function offlineScreenResponse(input: OfflineScreenInput): Response {
  return new Response(offlineScreenDocument(input), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': OFFLINE_SCREEN_POLICY,
      'x-content-type-options': 'nosniff',
    },
  });
}

export { SCREEN_STYLE as OFFLINE_SCREEN_STYLE };
