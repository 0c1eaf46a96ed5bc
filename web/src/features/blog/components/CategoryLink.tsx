import { Link } from '@tanstack/react-router';

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
