import { describe, expect, it } from 'vitest';
import { nextStart } from './next-start';

const page = (count: number, total: number) => ({ items: Array.from({ length: count }), total });
const next = nextStart((p: ReturnType<typeof page>) => p.items);

describe('the next "Load More" offset', () => {
  it('is the number of items loaded while the total is not reached', () => {
    expect(next(page(12, 30), [page(12, 30), page(12, 30)])).toBe(24);
  });

  it('is none once every item is loaded', () => {
    expect(next(page(6, 30), [page(12, 30), page(12, 30), page(6, 30)])).toBeUndefined();
  });

  it('is none when a page comes back empty, so a shrinking list does not loop', () => {
    expect(next(page(0, 30), [page(12, 30), page(0, 30)])).toBeUndefined();
  });
});
