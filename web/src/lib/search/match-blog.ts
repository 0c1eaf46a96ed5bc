/** What search reads of a blog (SPEC §5: category name, description, title, content, date). */
export interface SearchableBlog {
  title: string;
  description: string;
  categoryName: string;
  /** Plain text of the content. */
  contentText: string;
  /** The date as shown to readers. */
  formattedDate: string;
}

/** Blank or whitespace-only terms are not searched. */
export function normaliseSearchTerm(term: string | null | undefined): string {
  return (term ?? '').trim();
}

/**
 * Case-insensitive match of the term as typed. Characters such as "(" or "+" are matched
 * literally, so any text a reader types is a valid search.
 */
export function matchesSearch(blog: SearchableBlog, term: string): boolean {
  const needle = normaliseSearchTerm(term).toLocaleLowerCase('en');
  if (!needle) return false;
  return [
    blog.categoryName,
    blog.description,
    blog.title,
    blog.contentText,
    blog.formattedDate,
  ].some((field) => field.toLocaleLowerCase('en').includes(needle));
}
