import type { SearchResult } from '@apogee/contracts/search';
import { HighlightedText } from '@/components/ui/highlighted-text/HighlightedText';
import { BlogCard } from './BlogCard';

export interface SearchResultCardProps {
  result: SearchResult;
  /** The site's fixed author label; links to the publisher page. */
  authorLabel: string;
  headingLevel?: 2 | 3;
  /** The card's image is the page's largest paint. */
  priority?: boolean;
}

/** A blog card whose title and passage show the searched words marked. */
export function SearchResultCard({
  result,
  authorLabel,
  headingLevel,
  priority,
}: SearchResultCardProps) {
  return (
    <BlogCard
      blog={result}
      authorLabel={authorLabel}
      headingLevel={headingLevel}
      priority={priority}
      headline={<HighlightedText runs={result.titleHighlight} fallback={result.title} />}
      excerpt={
        result.snippet.length > 0 || result.description ? (
          <HighlightedText runs={result.snippet} fallback={result.description} />
        ) : undefined
      }
    />
  );
}
