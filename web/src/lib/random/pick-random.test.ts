import { describe, expect, it } from 'vitest';
import { pickRandom } from './pick-random';

const latest = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('popular posts pick', () => {
  it('picks 5 different posts from the latest', () => {
    const picked = pickRandom(latest, 5);
    expect(picked).toHaveLength(5);
    expect(new Set(picked).size).toBe(5);
    for (const post of picked) expect(latest).toContain(post);
  });

  it('follows the random source', () => {
    expect(pickRandom(latest, 3, () => 0)).toEqual(['a', 'b', 'c']);
    expect(pickRandom(latest, 2, () => 0.999)).toEqual(['h', 'g']);
  });

  it('returns all posts when there are fewer than asked', () => {
    expect(pickRandom(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });
});
