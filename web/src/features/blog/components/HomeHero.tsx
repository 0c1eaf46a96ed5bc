import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image/ResponsiveImage';
import type { BlogCard } from '../api/blog-card';
import { Byline, CategoryLink } from './BlogCard';

/** The editors' lead article at the top of Home. */
export function HomeHero({ blog, authorLabel }: { blog: BlogCard; authorLabel: string }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      {blog.image ? (
        <ResponsiveImage
          image={blog.image}
          sizes="(min-width: 1200px) 1000px, 100vw"
          className="home-hero__image"
          priority
        />
      ) : null}
      <div className="home-hero__text">
        <CategoryLink category={blog.category} />
        <h1 id="home-hero-title" className="home-hero__title">
          <Link to="/$blogSlug" params={{ blogSlug: blog.slug }}>
            {blog.title}
          </Link>
        </h1>
        {blog.description ? <p className="home-hero__description">{blog.description}</p> : null}
        <Byline
          className="home-hero__meta"
          authorLabel={authorLabel}
          author={blog.author}
          publishedAt={blog.publishedAt}
        />
      </div>
    </section>
  );
}
