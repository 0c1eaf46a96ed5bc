import { queryOptions } from '@tanstack/react-query';

/** "Related posts" under an article: 3 (DECISIONS.md). */
export const RELATED_POSTS = 3;

/** Most shared tags first, then newest first. */
export function rankRelated<T extends { tagSlugs: string[]; publishedAt: string | null }>(
  candidates: T[],
  tagSlugs: string[],
  count = RELATED_POSTS,
): T[] {
  const wanted = new Set(tagSlugs);
  return candidates
    .map((candidate) => ({
      candidate,
      overlap: candidate.tagSlugs.filter((slug) => wanted.has(slug)).length,
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

export const relatedBlogsQueryOptions = (slug: string, tagSlugs: string[]) =>
  queryOptions({
    queryKey: ['blogs', 'related', slug, tagSlugs],
    queryFn: () =>
      import('./get-related-blogs').then((api) =>
        api.getRelatedBlogs({ data: { slug, tagSlugs } }),
      ),
  });
