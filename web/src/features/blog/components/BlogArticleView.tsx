import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BlocksContent } from '@/components/content/BlocksContent';
import { ResponsiveImage } from '@/components/ui/responsive-image/ResponsiveImage';
import { ShareButtons } from '@/components/ui/share-buttons/ShareButtons';
import { ArticleActions } from '@/components/content/article-actions';
import type { BlogArticle } from '../api/blog-by-slug.functions';
import { ListenControl } from '../listen/ListenControl';
import { Byline, CategoryLink } from './BlogCard';

export interface BlogArticleViewProps {
  blog: BlogArticle;
  authorLabel: string;
  /** Absolute URL of the article, for the share buttons. */
  url: string;
  /** "Related posts", the comment form: whatever follows the article. */
  children?: ReactNode;
}

export function BlogArticleView({ blog, authorLabel, url, children }: BlogArticleViewProps) {
  return (
    <article className="blog-article" aria-labelledby="blog-title">
      <header className="blog-article__header">
        <CategoryLink category={blog.category} />
        <h1 id="blog-title" className="blog-article__title">
          {blog.title}
        </h1>
        <Byline
          className="blog-article__meta"
          authorLabel={authorLabel}
          author={blog.author}
          publishedAt={blog.publishedAt}
        >
          <span aria-hidden="true"> · </span>
          <span>{blog.readingMinutes} min read</span>
          <ListenControl />
        </Byline>
        <ShareButtons url={url} title={blog.title} />
        <ArticleActions slug={blog.slug} title={blog.title} look="page" />
      </header>
      {blog.image ? (
        <ResponsiveImage
          image={blog.image}
          sizes="(min-width: 1024px) 780px, 100vw"
          className="blog-article__image"
          priority
        />
      ) : null}
      <BlocksContent blocks={blog.content} className="blog-article__body" />
      {blog.tags.length > 0 ? (
        <section className="blog-article__tags" aria-labelledby="blog-tags-title">
          <h2 id="blog-tags-title" className="visually-hidden">
            Tags
          </h2>
          <ul className="tag-list">
            {blog.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to="/search" search={{ discover: tag.name }}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {children}
    </article>
  );
}
