import { describe, expect, it } from 'vitest';
import { rankRelated } from './related-blogs';

const post = (slug: string, tagSlugs: string[], publishedAt: string) => ({
  slug,
  tagSlugs,
  publishedAt,
});

describe('related posts', () => {
  it('puts the posts sharing most tags first, newest first among equals, 3 at most', () => {
    const ranked = rankRelated(
      [
        post('old-two-tags', ['rockets', 'mars'], '2025-01-01'),
        post('new-one-tag', ['rockets'], '2026-05-01'),
        post('newer-one-tag', ['mars'], '2026-06-01'),
        post('no-overlap', ['airliners'], '2026-07-01'),
        post('oldest-one-tag', ['mars'], '2024-01-01'),
      ],
      ['rockets', 'mars'],
    );
    expect(ranked.map((p) => p.slug)).toEqual(['old-two-tags', 'newer-one-tag', 'new-one-tag']);
  });
});
