import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image/ResponsiveImage';
import { formatDate } from '@apogee/contracts/dates';
import type { SidebarData } from '../api/sidebar.functions';

/** Categories (without "other") and Popular Posts beside articles and lists. */
export function Sidebar({ data }: { data: SidebarData }) {
  return (
    <aside className="sidebar" aria-label="Sidebar">
      <section className="sidebar__box" aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories">Categories</h2>
        <ul className="sidebar__categories">
          {data.categories.map((category) => (
            <li key={category.slug}>
              <Link to="/category/$categorySlug" params={{ categorySlug: category.slug }}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="sidebar__box" aria-labelledby="sidebar-popular">
        <h2 id="sidebar-popular">Popular Posts</h2>
        <ul className="sidebar__popular">
          {data.popularPosts.map((post) => (
            <li key={post.id}>
              {post.image ? (
                // Decorative beside the linked title; srcset lets the browser take the thumbnail.
                <ResponsiveImage image={{ ...post.image, alt: '' }} sizes="72px" />
              ) : null}
              <div>
                <Link to="/$blogSlug" params={{ blogSlug: post.slug }}>
                  {post.title}
                </Link>
                {post.publishedAt ? (
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
