import { queryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { RelatedBlogsDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toBlogCard, type BlogCard } from './blog-card';

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

export const getRelatedBlogs = createServerFn({ method: 'GET' })
  .validator((input: { slug: string; tagSlugs: string[] }) => ({
    slug: String(input.slug),
    tagSlugs: input.tagSlugs.map(String).slice(0, 10),
  }))
  .handler(async ({ data }): Promise<BlogCard[]> => {
    if (data.tagSlugs.length === 0) return [];
    // "Related posts" is an extra under the article: when it fails the article still shows.
    const blogs = await cmsQuery(RelatedBlogsDocument, data).then(
      (result) => result.blogs,
      (error: Error) => {
        console.error('web: related posts unavailable:', error.message);
        return [];
      },
    );
    const candidates = blogs.flatMap((blog) => {
      const card = toBlogCard(blog);
      return card
        ? [{ ...card, tagSlugs: blog?.tags.flatMap((tag) => (tag?.slug ? [tag.slug] : [])) ?? [] }]
        : [];
    });
    return rankRelated(candidates, data.tagSlugs).map(({ tagSlugs: _tags, ...card }) => card);
  });

export const relatedBlogsQueryOptions = (slug: string, tagSlugs: string[]) =>
  queryOptions({
    queryKey: ['blogs', 'related', slug, tagSlugs],
    queryFn: () => getRelatedBlogs({ data: { slug, tagSlugs } }),
  });
