import { describe, expect, it } from 'vitest';
import { visibleCategories } from './visible-categories';

describe('sidebar categories', () => {
  it('hides the category named other, whatever its case', () => {
    expect(
      visibleCategories([
        { name: 'Space', slug: 'space' },
        { name: 'Other', slug: 'other' },
        { name: 'other', slug: 'misc' },
        null,
        { name: 'Aviation', slug: 'aviation' },
      ]),
    ).toEqual([
      { name: 'Space', slug: 'space' },
      { name: 'Aviation', slug: 'aviation' },
    ]);
  });
});
