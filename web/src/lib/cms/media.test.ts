import { describe, expect, it } from 'vitest';
import { toCmsMedia } from './media';

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
