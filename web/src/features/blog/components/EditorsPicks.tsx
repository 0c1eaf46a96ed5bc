import type { BlogCard as BlogCardData } from '../api/blog-card';
import { BlogCard } from './BlogCard';

/** Up to 4 articles picked by the editors. */
export function EditorsPicks({
  blogs,
  authorLabel,
}: {
  blogs: BlogCardData[];
  authorLabel: string;
}) {
  if (blogs.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="editors-picks-title">
      <h2 id="editors-picks-title" className="section-title">
        Editor&apos;s Picks
      </h2>
      <ul className="picks-grid">
        {blogs.map((blog) => (
          <li key={blog.id}>
            <BlogCard blog={blog} authorLabel={authorLabel} />
          </li>
        ))}
      </ul>
    </section>
  );
}
