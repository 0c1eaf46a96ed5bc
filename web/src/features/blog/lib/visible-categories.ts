/**
 * The category named "other" is hidden from the sidebar
 * (docs/product/articles-and-lists.md#sidebar).
 */
export function visibleCategories(
  categories: readonly ({ name?: string | null; slug?: string | null } | null)[],
) {
  return categories.flatMap((category) =>
    category?.name && category.slug && category.name.trim().toLowerCase() !== 'other'
      ? [{ name: category.name, slug: category.slug }]
      : [],
  );
}
