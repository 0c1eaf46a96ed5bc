import type { BlogCard as BlogCardData } from '../api/blog-card';
import { BlogCard } from './BlogCard';

/** Blog cards in two columns (one on narrow screens). */
export function BlogCardGrid({
  blogs,
  authorLabel,
  columns = 2,
}: {
  blogs: BlogCardData[];
  authorLabel: string;
  columns?: 2 | 3;
}) {
  return (
    <ul className={`blog-grid blog-grid--${columns}`}>
      {blogs.map((blog) => (
        <li key={blog.id}>
          <BlogCard blog={blog} authorLabel={authorLabel} />
        </li>
      ))}
    </ul>
  );
}
