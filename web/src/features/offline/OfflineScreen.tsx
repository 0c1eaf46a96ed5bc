import { OFFLINE_SCREEN_STYLE, offlineScreenMarkup, type SavedArticle } from './offline-screen';

/**
 * The offline screen as the service worker answers it (offline-screen.ts builds its markup,
 * which the worker sends as a whole document): here for the stories, with the same markup and
 * rules, in the site's styles.
 */
export function OfflineScreen({ articles }: { articles: readonly SavedArticle[] }) {
  return (
    <main id="main">
      <style>{OFFLINE_SCREEN_STYLE}</style>
      {/* Escaped by offlineScreenMarkup: titles are text, slugs are encoded. */}
      <div dangerouslySetInnerHTML={{ __html: offlineScreenMarkup(articles) }} />
    </main>
  );
}
