import { describe, expect, it } from 'vitest';
import { srcSetOf, toCmsMedia } from './media';

const photo = {
  url: '/uploads/wing.jpg',
  alternativeText: 'A wing in cloud',
  width: 1600,
  height: 1000,
  mime: 'image/jpeg',
  formats: {
    thumbnail: { url: '/uploads/thumbnail_wing.jpg', width: 245 },
    large: { url: '/uploads/large_wing.jpg', width: 1000 },
    small: { url: '/uploads/small_wing.jpg', width: 500 },
  },
};

describe('CMS media', () => {
  it('offers every Strapi format and the original, smallest first', () => {
    expect(srcSetOf(photo)).toBe(
      '/uploads/thumbnail_wing.jpg 245w, /uploads/small_wing.jpg 500w, /uploads/large_wing.jpg 1000w, /uploads/wing.jpg 1600w',
    );
  });

  it('has no srcset for a picture without formats', () => {
    expect(srcSetOf({ url: '/uploads/logo.svg', width: 64, formats: null })).toBeNull();
  });

  it('keeps the size and alt text, falling back to a given text', () => {
    expect(toCmsMedia(photo)).toMatchObject({
      alt: 'A wing in cloud',
      width: 1600,
      height: 1000,
      kind: 'image',
    });
    expect(toCmsMedia({ ...photo, alternativeText: null }, 'Feature image')?.alt).toBe(
      'Feature image',
    );
  });

  it('recognises videos, which get no srcset', () => {
    const clip = toCmsMedia({ ...photo, url: '/uploads/launch.mp4', mime: 'video/mp4' });
    expect(clip).toMatchObject({ kind: 'video', srcSet: null });
  });

  it('is nothing when the media is missing', () => {
    expect(toCmsMedia(null)).toBeNull();
  });
});
