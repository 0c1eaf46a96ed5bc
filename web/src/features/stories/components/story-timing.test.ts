import { describe, expect, it } from 'vitest';
import { initialPlayerState, storyPlayer, type PlayerState } from './story-timing';

const image = { media: { kind: 'image' as const } };
const video = { media: { kind: 'video' as const } };

function run(
  pages: Parameters<typeof storyPlayer>[0],
  ms: number,
  from: PlayerState = initialPlayerState,
) {
  const step = storyPlayer(pages);
  let state = from;
  for (let t = 0; t < ms; t += 100) state = step(state, { type: 'tick', ms: 100 });
  return state;
}

describe('story player', () => {
  it('shows an image page for 5 seconds', () => {
    expect(run([image, image], 4_900).index).toBe(0);
    expect(run([image, image], 5_000).index).toBe(1);
  });

  it('shows a video page for 30 seconds', () => {
    expect(run([video, image], 29_900).index).toBe(0);
    expect(run([video, image], 30_000).index).toBe(1);
  });

  it('stops on the last page', () => {
    const state = run([image, image], 20_000);
    expect(state.index).toBe(1);
    expect(state.paused).toBe(true);
  });

  it('does not advance while paused', () => {
    const step = storyPlayer([image, image]);
    const paused = step(initialPlayerState, { type: 'toggle-pause' });
    expect(run([image, image], 10_000, paused).index).toBe(0);
  });

  it('restarts the clock when the reader moves, within the story', () => {
    const step = storyPlayer([image, image, image]);
    const moved = step({ index: 1, elapsed: 3_000, paused: false }, { type: 'go', index: 9 });
    expect(moved).toEqual({ index: 2, elapsed: 0, paused: false });
  });
});
