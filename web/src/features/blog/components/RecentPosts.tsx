import type { ReactNode } from 'react';
import type { BlogCard } from '../api/blog-card';
import { GrowingBlogList } from './BlogListStates';

/** "Recent posts": the newest 6 in the wide column, more on request, the sidebar beside. */
export function RecentPosts({
  blogs,
  authorLabel,
  sidebar,
  hasMore = false,
  loadingMore = false,
  onLoadMore = () => undefined,
}: {
  blogs: BlogCard[];
  authorLabel: string;
  sidebar: ReactNode;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}) {
  return (
    <section className="home-section" aria-labelledby="recent-posts-title">
      <header className="section-header">
        <h2 id="recent-posts-title" className="section-title">
          Recent posts
        </h2>
        <p className="section-subtitle">Don&apos;t miss the latest trends</p>
      </header>
      <div className="with-sidebar">
        <div>
          <GrowingBlogList
            blogs={blogs}
            authorLabel={authorLabel}
            emptyText="No blogs found!"
            hasMore={hasMore}
            loadingMore={loadingMore}
            onLoadMore={onLoadMore}
          />
        </div>
        {sidebar}
      </div>
    </section>
  );
}
