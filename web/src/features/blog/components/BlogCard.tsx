import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image/ResponsiveImage';
import { ArticleActions } from '@/components/content/article-actions';
import { formatDate } from '@apogee/contracts/dates';
import type { BlogAuthor, BlogCard as BlogCardData } from '../api/blog-card';

export interface BlogCardProps {
  blog: BlogCardData;
  /** The site's fixed author label; links to the publisher page. */
  authorLabel: string;
  headingLevel?: 2 | 3;
  showDescription?: boolean;
  /** The card's image is the page's largest paint: fetched at once, with high priority. */
  priority?: boolean;
  /** The title as shown, when it is more than text (a search result's marked words). */
  headline?: ReactNode;
  /** A passage under the byline, in the description's place (a search result's snippet). */
  excerpt?: ReactNode;
}

/** Image, category, title, author label, date (a passage, on request) and a "Read more" link. */
export function BlogCard({
  blog,
  authorLabel,
  headingLevel = 3,
  showDescription = false,
  priority = false,
  headline = blog.title,
  excerpt,
}: BlogCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="blog-card">
      <Link
        to="/$blogSlug"
        params={{ blogSlug: blog.slug }}
        className="blog-card__media"
        tabIndex={-1}
        aria-hidden="true"
      >
        {blog.image ? (
          <ResponsiveImage
            image={blog.image}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
          />
        ) : (
          <span className="blog-card__placeholder" />
        )}
      </Link>
      <ArticleActions slug={blog.slug} title={blog.title} />
      <div className="blog-card__body">
        <CategoryLink category={blog.category} />
        <Heading className="blog-card__title">
          <Link to="/$blogSlug" params={{ blogSlug: blog.slug }}>
            {headline}
          </Link>
        </Heading>
        <Byline
          className="blog-card__meta"
          authorLabel={authorLabel}
          author={blog.author}
          publishedAt={blog.publishedAt}
          authorClassName="blog-card__author"
        />
        {excerpt ? (
          <p className="blog-card__description">{excerpt}</p>
        ) : showDescription && blog.description ? (
          <p className="blog-card__description">{blog.description}</p>
        ) : null}
        <Link to="/$blogSlug" params={{ blogSlug: blog.slug }} className="blog-card__more">
          Read more<span className="visually-hidden">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The article's category above its title, linking to the category's list; none without one. */
export function CategoryLink({ category }: { category: { name: string; slug: string } | null }) {
  if (!category) return null;
  return (
    <Link
      to="/category/$categorySlug"
      params={{ categorySlug: category.slug }}
      className="blog-card__category"
    >
      {category.name}
    </Link>
  );
}

export interface BylineProps {
  /** The site's fixed author label; links to the publisher page. */
  authorLabel: string;
  /** The article's signed author, linking to their page; the author label stands for none. */
  author?: BlogAuthor | null;
  publishedAt?: string | null;
  className: string;
  authorClassName?: string;
  /** More facts after the date (the article's reading time), each after its own " · ". */
  children?: ReactNode;
}

/**
 * An article's author (its signed author, else the site's author label) and publication date,
 * as shown on cards, the hero and the page.
 */
export function Byline({
  authorLabel,
  author,
  publishedAt,
  className,
  authorClassName,
  children,
}: BylineProps) {
  return (
    <p className={className}>
      {author ? (
        <Link
          to="/author/$authorSlug"
          params={{ authorSlug: author.slug }}
          className={authorClassName}
          rel="author"
        >
          {author.name}
        </Link>
      ) : (
        <Link to="/user-profile" className={authorClassName}>
          {authorLabel}
        </Link>
      )}
      {publishedAt ? (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        </>
      ) : null}
      {children}
    </p>
  );
}
