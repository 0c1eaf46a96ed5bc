import { describe, expect, it } from 'vitest';
import {
  BLOG_PAGE_SIZE,
  EDITORS_PICKS,
  MAGAZINE_PAGE_SIZE,
  POPULAR_POSTS,
  RECENT_POSTS,
  RELATED_POSTS,
  rankRelated,
} from './editorial';

const post = (slug: string, tags: string[], publishedAt: string | null) => ({
  slug,
  tags,
  publishedAt,
});

describe('editorial counts', () => {
  it('are the ones docs/product gives', () => {
    expect({
      BLOG_PAGE_SIZE,
      MAGAZINE_PAGE_SIZE,
      RECENT_POSTS,
      EDITORS_PICKS,
      POPULAR_POSTS,
      RELATED_POSTS,
    }).toEqual({
      BLOG_PAGE_SIZE: 12,
      MAGAZINE_PAGE_SIZE: 6,
      RECENT_POSTS: 6,
      EDITORS_PICKS: 4,
      POPULAR_POSTS: 5,
      RELATED_POSTS: 3,
    });
  });
});

describe('related posts', () => {
  const candidates = [
    post('old-two-tags', ['rockets', 'mars'], '2025-01-01T00:00:00.000Z'),
    post('new-one-tag', ['rockets'], '2026-05-01T00:00:00.000Z'),
    post('newer-one-tag', ['mars'], '2026-06-01T00:00:00.000Z'),
    post('no-overlap', ['airliners'], '2026-07-01T00:00:00.000Z'),
    post('oldest-one-tag', ['mars'], '2024-01-01T00:00:00.000Z'),
  ];

  it('puts the posts sharing most tags first, newest first among equals, 3 at most', () => {
    const ranked = rankRelated(candidates, ['rockets', 'mars']);
    expect(ranked.map((p) => p.slug)).toEqual(['old-two-tags', 'newer-one-tag', 'new-one-tag']);
  });

  it('leaves out posts that share no tag, even when fewer than 3 remain', () => {
    expect(rankRelated(candidates, ['airliners']).map((p) => p.slug)).toEqual(['no-overlap']);
    expect(rankRelated(candidates, ['gliders'])).toEqual([]);
    expect(rankRelated(candidates, [])).toEqual([]);
  });

  it('compares tags without case or surrounding spaces (the old API is given tag names)', () => {
    const named = [post('a', ['mars', 'Mars Missions'], '2026-01-01T00:00:00.000Z')];
    expect(rankRelated(named, [' mars missions ']).map((p) => p.slug)).toEqual(['a']);
  });

  it('counts a post without a date as the oldest', () => {
    const ranked = rankRelated(
      [post('undated', ['mars'], null), post('dated', ['mars'], '2020-01-01T00:00:00.000Z')],
      ['mars'],
    );
    expect(ranked.map((p) => p.slug)).toEqual(['dated', 'undated']);
  });

  it('takes another count when asked', () => {
    expect(rankRelated(candidates, ['mars', 'rockets'], 1).map((p) => p.slug)).toEqual([
      'old-two-tags',
    ]);
  });
});
