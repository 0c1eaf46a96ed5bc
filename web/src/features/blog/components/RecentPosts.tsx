import type { ReactNode } from 'react';
import type { BlogCard } from '../api/blog-card';
import { BlogCardGrid } from './BlogCardGrid';

/** "Recent posts": the newest 6 in the wide column, the sidebar beside them. */
export function RecentPosts({
  blogs,
  authorLabel,
  sidebar,
}: {
  blogs: BlogCard[];
  authorLabel: string;
  sidebar: ReactNode;
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
          {blogs.length > 0 ? (
            <BlogCardGrid blogs={blogs} authorLabel={authorLabel} />
          ) : (
            <p className="status-text">No blogs found!</p>
          )}
        </div>
        {sidebar}
      </div>
    </section>
  );
}
