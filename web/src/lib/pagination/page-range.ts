export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * How many pages sit around the current one, by window width (docs/product/articles-and-lists.md).
 */
export function pageRangeForWidth(width: number): number {
  if (width < 576) return 1;
  if (width < 768) return 2;
  return 3;
}

/**
 * The page buttons to show: `margin` pages at each end, `range` pages around the current
 * one, and a gap where pages are left out (a gap hiding a single page shows that page).
 * Pages are 1-based.
 */
export function pageItems(
  current: number,
  pageCount: number,
  range: number,
  margin = 1,
): PageItem[] {
  if (pageCount <= 0) return [];
  if (pageCount <= range) {
    return Array.from({ length: pageCount }, (_, i) => ({ type: 'page', page: i + 1 }));
  }
  const selected = Math.min(Math.max(current, 1), pageCount) - 1;
  let left = range / 2;
  let right = range - left;
  if (selected > pageCount - range / 2) {
    right = pageCount - selected;
    left = range - right;
  } else if (selected < range / 2) {
    left = selected;
    right = range - left;
  }
  const rightEdge = selected === 0 && range > 1 ? right - 1 : right;
  const raw: ({ type: 'page'; index: number } | { type: 'gap'; index: number })[] = [];
  for (let index = 0; index < pageCount; index++) {
    const page = index + 1;
    const shown =
      page <= margin ||
      page > pageCount - margin ||
      (index >= selected - left && index <= selected + rightEdge);
    if (shown) raw.push({ type: 'page', index });
    else if (raw.length > 0 && raw[raw.length - 1]?.type !== 'gap')
      raw.push({ type: 'gap', index });
  }
  return raw.map((item, i): PageItem => {
    const before = raw[i - 1];
    const after = raw[i + 1];
    if (item.type === 'page') return { type: 'page', page: item.index + 1 };
    if (before?.type === 'page' && after?.type === 'page' && after.index - before.index <= 2) {
      return { type: 'page', page: item.index + 1 };
    }
    return { type: 'gap', key: `gap-${item.index}` };
  });
}
