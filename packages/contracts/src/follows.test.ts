import { describe, expect, it } from 'vitest';
import { followingFeedQuerySchema, followParamsSchema } from './follows';

const messageOf = (values: unknown) =>
  followParamsSchema.safeParse(values).error?.issues.map((issue) => issue.message);

describe('follow addresses (docs/product/articles-and-lists.md#following-categories-tags-and-authors)', () => {
  it('takes a category, a tag or an author by its slug', () => {
    for (const kind of ['category', 'tag', 'author'])
      expect(followParamsSchema.parse({ kind, slug: 'space-shuttle-2' })).toEqual({
        kind,
        slug: 'space-shuttle-2',
      });
  });

  it('names what is wrong', () => {
    expect(messageOf({ kind: 'planet', slug: 'mars' })).toEqual([
      'You can follow a category, a tag or an author.',
    ]);
    for (const slug of ['Mars', '-mars', 'mars rover', 'mars_rover', '', 'a'.repeat(101)])
      expect(messageOf({ kind: 'tag', slug })).toEqual([
        'This is not the address of a category, tag or author.',
      ]);
  });

  it('lists 6 articles unless asked for 1 to 24', () => {
    expect(followingFeedQuerySchema.parse({})).toEqual({ limit: 6 });
    expect(followingFeedQuerySchema.parse({ limit: '24' })).toEqual({ limit: 24 });
    for (const limit of ['0', '25', '2.5', 'many'])
      expect(followingFeedQuerySchema.safeParse({ limit }).error?.issues[0]?.message).toBe(
        'limit must be a whole number from 1 to 24.',
      );
  });
});
