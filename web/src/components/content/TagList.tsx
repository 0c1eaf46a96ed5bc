import { Link } from '@tanstack/react-router';

export interface TagListProps {
  tags: { name: string; slug: string }[];
  /** The list's name, where no heading names it already. */
  label?: string;
}

/** Tags of an article or a magazine, each searching the site for its name. */
export function TagList({ tags, label }: TagListProps) {
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link to="/search" search={{ discover: tag.name }}>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
