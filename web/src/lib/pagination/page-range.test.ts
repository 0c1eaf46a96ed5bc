import { describe, expect, it } from 'vitest';
import { pageItems, pageRangeForWidth } from './page-range';

const show = (items: ReturnType<typeof pageItems>) =>
  items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('page range rule', () => {
  it('shows 1 page around the current one under 576 px, 2 under 768 px, else 3', () => {
    expect(pageRangeForWidth(375)).toBe(1);
    expect(pageRangeForWidth(575)).toBe(1);
    expect(pageRangeForWidth(576)).toBe(2);
    expect(pageRangeForWidth(767)).toBe(2);
    expect(pageRangeForWidth(768)).toBe(3);
    expect(pageRangeForWidth(1440)).toBe(3);
  });

  it('lists every page when they fit in the range', () => {
    expect(show(pageItems(1, 3, 3))).toBe('1 2 3');
  });

  it('keeps one margin page at each end with gaps between', () => {
    expect(show(pageItems(5, 10, 3))).toBe('1 … 4 5 6 … 10');
    expect(show(pageItems(1, 10, 3))).toBe('1 2 3 … 10');
    expect(show(pageItems(10, 10, 3))).toBe('1 … 8 9 10');
  });

  it('narrows the range on small screens', () => {
    expect(show(pageItems(5, 10, 1))).toBe('1 … 5 … 10');
  });

  it('shows a lone hidden page instead of a gap', () => {
    expect(show(pageItems(4, 10, 3))).toBe('1 2 3 4 5 … 10');
  });

  it('has nothing to show without pages', () => {
    expect(pageItems(1, 0, 3)).toEqual([]);
  });
});
