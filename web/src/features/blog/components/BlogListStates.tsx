import { LoadMoreButton } from '@/components/ui/load-more/LoadMoreButton';
import type { BlogCard } from '../api/blog-card';
import { BlogCardGrid } from './BlogCardGrid';

export interface GrowingBlogListProps {
  blogs: BlogCard[];
  authorLabel: string;
  emptyText: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Two-column cards with "Load More" (+12), or the empty text. */
export function GrowingBlogList({
  blogs,
  authorLabel,
  emptyText,
  hasMore,
  loadingMore,
  onLoadMore,
}: GrowingBlogListProps) {
  if (blogs.length === 0) return <p className="status-text">{emptyText}</p>;
  return (
    <>
      <BlogCardGrid blogs={blogs} authorLabel={authorLabel} />
      <LoadMoreButton hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} />
    </>
  );
}
