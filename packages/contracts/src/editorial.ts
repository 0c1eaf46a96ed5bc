// Editorial counts and rules that the site and the REST adapter (the old API) both apply, so the
// two cannot drift apart: docs/product/articles-and-lists.md and docs/product/magazine.md.

/**
 * Blog lists (category, tag, search): 12 first, and Load More adds 12
 * (docs/product/articles-and-lists.md).
 */
export const BLOG_PAGE_SIZE = 12;

/** Publications: 6 covers first, and Load More adds 6 (docs/product/magazine.md). */
export const MAGAZINE_PAGE_SIZE = 6;

/**
 * Home's "Recent posts" and the old `/blog/latestblog`: the newest 6
 * (docs/decisions/010-home-blocks-from-the-cms.md).
 */
export const RECENT_POSTS = 6;

/**
 * Home's editor's picks: up to 4 chosen by the editors
 * (docs/decisions/010-home-blocks-from-the-cms.md).
 */
export const EDITORS_PICKS = 4;

/**
 * The sidebar's Popular Posts: 5 random picks from the latest posts
 * (docs/product/articles-and-lists.md#sidebar).
 */
export const POPULAR_POSTS = 5;

/**
 * "Related posts" under an article and the old `/blog/related{tag}`: 3
 * (docs/decisions/009-related-posts.md).
 */
export const RELATED_POSTS = 3;

/** What the related-posts ranking needs to know of an article. */
export interface RelatedCandidate {
  /** The article's tags (slugs, or slugs and names: compared without case). */
  tags: readonly string[];
  /** ISO date; an article without one counts as the oldest. */
  publishedAt: string | null;
}

const tagKey = (tag: string) => tag.trim().toLowerCase();

/**
 * Related posts (docs/decisions/009-related-posts.md: tag overlap, newest first, 3 items): the
 * articles sharing the most of `wantedTags`, the newest first among those sharing as many, at most
 * `count`. Articles sharing no tag are not related.
 */
export function rankRelated<T extends RelatedCandidate>(
  candidates: readonly T[],
  wantedTags: readonly string[],
  count = RELATED_POSTS,
): T[] {
  const wanted = new Set(wantedTags.map(tagKey).filter(Boolean));
  return candidates
    .map((candidate) => ({
      candidate,
      overlap: new Set(candidate.tags.map(tagKey).filter((tag) => wanted.has(tag))).size,
    }))
    .filter(({ overlap }) => overlap > 0)
    .sort(
      (a, b) =>
        b.overlap - a.overlap ||
        (b.candidate.publishedAt ?? '').localeCompare(a.candidate.publishedAt ?? ''),
    )
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
