import type { InfiniteData } from '@tanstack/react-query';
import { LoadMoreButton } from '@/components/ui/load-more/LoadMoreButton';
import type { BlogCard, BlogPage } from '../api/blog-card';
import { BlogCardGrid } from './BlogCardGrid';

export interface GrowingBlogListProps {
  blogs: BlogCard[];
  authorLabel: string;
  emptyText: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The list is the page's main content (a category, search results). */
  firstIsLargestPaint?: boolean;
  /** The cards' heading level: 2 right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** Two-column cards with "Load More" (+12), or the empty text. */
export function GrowingBlogList({
  blogs,
  authorLabel,
  emptyText,
  hasMore,
  loadingMore,
  onLoadMore,
  firstIsLargestPaint = false,
  headingLevel,
}: GrowingBlogListProps) {
  if (blogs.length === 0) return <p className="status-text">{emptyText}</p>;
  return (
    <>
      <BlogCardGrid
        blogs={blogs}
        authorLabel={authorLabel}
        firstIsLargestPaint={firstIsLargestPaint}
        headingLevel={headingLevel}
      />
      <LoadMoreButton hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} />
    </>
  );
}

/** The part of an infinite query of blog pages that a growing list reads. */
export interface BlogPagesQuery {
  data?: InfiniteData<BlogPage, unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The loaded pages of an infinite blog query as one growing list ("No blogs found!"). */
export function BlogPagesList({
  list,
  authorLabel,
  firstIsLargestPaint = false,
  headingLevel,
}: {
  list: BlogPagesQuery;
  authorLabel: string;
  firstIsLargestPaint?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <GrowingBlogList
      blogs={list.data?.pages.flatMap((page) => page.blogs) ?? []}
      authorLabel={authorLabel}
      emptyText="No blogs found!"
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      firstIsLargestPaint={firstIsLargestPaint}
      headingLevel={headingLevel}
    />
  );
}
