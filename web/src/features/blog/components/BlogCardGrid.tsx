import type { BlogCard as BlogCardData } from '../api/blog-card';
import { BlogCard } from './BlogCard';

/** Blog cards in two columns (one on narrow screens). */
export function BlogCardGrid({
  blogs,
  authorLabel,
  columns = 2,
  firstIsLargestPaint = false,
  headingLevel = 3,
}: {
  blogs: BlogCardData[];
  authorLabel: string;
  columns?: 2 | 3;
  /** The list is the page's main content: its first image loads at once (LCP). */
  firstIsLargestPaint?: boolean;
  /** 2 where the list sits right under the page's h1 (a category, a tag, search results). */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={`blog-grid blog-grid--${columns}`}>
      {blogs.map((blog, index) => (
        <li key={blog.id}>
          <BlogCard
            blog={blog}
            authorLabel={authorLabel}
            priority={firstIsLargestPaint && index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
