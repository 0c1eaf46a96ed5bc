import { useEffect, useState } from 'react';
import { pageItems, pageRangeForWidth } from '@/lib/pagination/page-range';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Window width used before the browser reports one (server rendering). */
  initialWidth?: number;
}

/**
 * Previous / page numbers / Next, with the page-range rule of docs/product/articles-and-lists.md.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  initialWidth = 1024,
}: PaginationProps) {
  const [width, setWidth] = useState(initialWidth);
  useEffect(() => {
    const read = () => setWidth(window.innerWidth);
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, []);
  if (pageCount <= 1) return null;
  const items = pageItems(page, pageCount, pageRangeForWidth(width));
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>
          <button type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </button>
        </li>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={item.page === page ? 'is-current' : undefined}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
