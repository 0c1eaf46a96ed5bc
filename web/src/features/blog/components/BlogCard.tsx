import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image/ResponsiveImage';
import type { BlogCard as BlogCardData } from '../api/blog-card';
import { Byline } from './Byline';
import { CategoryLink } from './CategoryLink';

export interface BlogCardProps {
  blog: BlogCardData;
  /** The site's fixed author label; links to the publisher page. */
  authorLabel: string;
  headingLevel?: 2 | 3;
  showDescription?: boolean;
}

/** Image, category, title, author label, date and a "Read more" link. */
export function BlogCard({
  blog,
  authorLabel,
  headingLevel = 3,
  showDescription = false,
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
          />
        ) : (
          <span className="blog-card__placeholder" />
        )}
      </Link>
      <div className="blog-card__body">
        <CategoryLink category={blog.category} />
        <Heading className="blog-card__title">
          <Link to="/$blogSlug" params={{ blogSlug: blog.slug }}>
            {blog.title}
          </Link>
        </Heading>
        <Byline
          className="blog-card__meta"
          authorLabel={authorLabel}
          publishedAt={blog.publishedAt}
          authorClassName="blog-card__author"
        />
        {showDescription && blog.description ? (
          <p className="blog-card__description">{blog.description}</p>
        ) : null}
        <Link to="/$blogSlug" params={{ blogSlug: blog.slug }} className="blog-card__more">
          Read more<span className="visually-hidden">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}
