/**
 * `getNextPageParam` of a list that grows by "Load More": the offset of the next page (how
 * many items are loaded), or none once the total is reached or a page came back empty.
 */
export function nextStart<Page extends { total: number }>(
  itemsOf: (page: Page) => readonly unknown[],
) {
  return (last: Page, pages: Page[]): number | undefined => {
    const loaded = pages.reduce((sum, page) => sum + itemsOf(page).length, 0);
    return loaded < last.total && itemsOf(last).length > 0 ? loaded : undefined;
  };
}
