import { describe, expect, it } from 'vitest';
import { srcSetOf } from './media-srcset';

describe('srcset of a CMS picture', () => {
  it('offers every Strapi format and the original, smallest first', () => {
    expect(
      srcSetOf({
        url: '/uploads/wing.jpg',
        width: 1600,
        formats: {
          thumbnail: { url: '/uploads/thumbnail_wing.jpg', width: 245 },
          large: { url: '/uploads/large_wing.jpg', width: 1000 },
          small: { url: '/uploads/small_wing.jpg', width: 500 },
        },
      }),
    ).toBe(
      '/uploads/thumbnail_wing.jpg 245w, /uploads/small_wing.jpg 500w, /uploads/large_wing.jpg 1000w, /uploads/wing.jpg 1600w',
    );
  });

  it('has no srcset for a picture without formats', () => {
    expect(srcSetOf({ url: '/uploads/logo.svg', width: 64, formats: null })).toBeNull();
    expect(
      srcSetOf({ url: '/uploads/logo.svg', width: 64, formats: { small: 'broken' } }),
    ).toBeNull();
  });
});
