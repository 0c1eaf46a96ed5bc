import type { BlogCard } from '../api/blog-card';
import { BlogCardGrid } from './BlogCardGrid';

export function RelatedPosts({ blogs, authorLabel }: { blogs: BlogCard[]; authorLabel: string }) {
  if (blogs.length === 0) return null;
  return (
    <section className="related-posts" aria-labelledby="related-posts-title">
      <h2 id="related-posts-title">Related posts</h2>
      <BlogCardGrid blogs={blogs} authorLabel={authorLabel} columns={3} />
    </section>
  );
}
