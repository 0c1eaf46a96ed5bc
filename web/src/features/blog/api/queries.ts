import { BLOG_PAGE_SIZE, RECENT_POSTS } from '@apogee/contracts/editorial';
import type { SearchPage } from '@apogee/contracts/search';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextStart } from '@/lib/pagination/next-start';
import { LOADER_DATA_ONLY } from '@/lib/query/loader-data-only';
import type { SearchRequest } from '@/lib/search/search-params';
import { isSearchRefused } from '@/lib/search/search-refused';
import type { BlogPage } from './blog-card';

// The blog's query options. Each read's server function is imported when the query runs, so
// the route loaders that import this file bring no server function into the page's first
// load (docs/architecture.md, "A CMS read").

export const blogBySlugQueryOptions = (slug: string) =>
  queryOptions({
    meta: LOADER_DATA_ONLY,
    queryKey: ['blogs', 'by-slug', slug],
    queryFn: () =>
      import('./blog-by-slug.functions').then((read) => read.getBlogBySlug({ data: slug })),
  });

export const relatedBlogsQueryOptions = (slug: string, tagSlugs: string[]) =>
  queryOptions({
    meta: LOADER_DATA_ONLY,
    queryKey: ['blogs', 'related', slug, tagSlugs],
    queryFn: () =>
      import('./related-blogs.functions').then((read) =>
        read.getRelatedBlogs({ data: { slug, tagSlugs } }),
      ),
  });

export const blogsByCategoryQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['blogs', 'by-category', slug],
    queryFn: ({ pageParam }) =>
      import('./blogs-by-category.functions').then((read) =>
        read.getBlogsByCategory({ data: { slug, start: pageParam } }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: BlogPage) => page.blogs),
  });

export const blogsByTagQueryOptions = (tag: string, page: number) =>
  queryOptions({
    queryKey: ['blogs', 'by-tag', tag, page],
    queryFn: () =>
      import('./blogs-by-tag.functions').then((read) =>
        read.getBlogsByTag({ data: { tag, page } }),
      ),
  });

export const homePicksQueryOptions = () =>
  queryOptions({
    meta: LOADER_DATA_ONLY,
    queryKey: ['home', 'picks'],
    queryFn: () => import('./home-picks.functions').then((read) => read.getHomePicks()),
  });

/** Home's "Recent posts": the newest RECENT_POSTS, then BLOG_PAGE_SIZE more per Load More. */
export const latestBlogsQueryOptions = () =>
  infiniteQueryOptions({
    meta: LOADER_DATA_ONLY,
    queryKey: ['blogs', 'latest'],
    queryFn: ({ pageParam }) =>
      import('./latest-blogs.functions').then((read) =>
        read.getLatestBlogs({
          data: { start: pageParam, limit: pageParam === 0 ? RECENT_POSTS : BLOG_PAGE_SIZE },
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: BlogPage) => page.blogs),
  });

/**
 * Search results from the quiz-service's index, 12 per page (Load More). Its read calls the
 * service itself, on the server and in the browser (search-blogs.ts), and is imported when the
 * query runs, like the CMS reads.
 */
export const searchBlogsQueryOptions = (request: SearchRequest) =>
  infiniteQueryOptions({
    meta: LOADER_DATA_ONLY,
    queryKey: ['blogs', 'search', request],
    queryFn: ({ pageParam, signal }) =>
      import('./search-blogs').then((read) => read.searchBlogs(request, pageParam, signal)),
    // A search refused for the reader's address would only be refused again (and counted).
    retry: (failures, error) => failures < 1 && !isSearchRefused(error),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: SearchPage) => page.results),
  });

export const sidebarQueryOptions = () =>
  queryOptions({
    queryKey: ['sidebar'],
    queryFn: () => import('./sidebar.functions').then((read) => read.getSidebar()),
    staleTime: 5 * 60_000,
  });

/** An author's profile with their articles, 12 per page (Load More). */
export const authorPageQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['authors', 'page', slug],
    queryFn: ({ pageParam }) =>
      import('./author-page.functions').then((read) =>
        read.getAuthorPage({ data: { slug, start: pageParam } }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: BlogPage) => page.blogs),
  });
