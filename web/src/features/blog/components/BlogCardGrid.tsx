import type { BlogCard as BlogCardData } from '../api/blog-card';
import { BlogCard } from './BlogCard';

/** Blog cards in two columns (one on narrow screens). */
export function BlogCardGrid({
  blogs,
  authorLabel,
  columns = 2,
  firstIsLargestPaint = false,
}: {
  blogs: BlogCardData[];
  authorLabel: string;
  columns?: 2 | 3;
  /** The list is the page's main content: its first image loads at once (LCP). */
  firstIsLargestPaint?: boolean;
}) {
  return (
    <ul className={`blog-grid blog-grid--${columns}`}>
      {blogs.map((blog, index) => (
        <li key={blog.id}>
          <BlogCard
            blog={blog}
            authorLabel={authorLabel}
            priority={firstIsLargestPaint && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
