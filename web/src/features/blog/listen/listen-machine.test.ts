import { describe, expect, it } from 'vitest';
import {
  currentSentence,
  initialListenState,
  listenTransition,
  type ListenEvent,
  type ListenState,
} from './listen-machine';

/** The state after `events`, for an article of `total` sentences. */
const after = (events: ListenEvent[], total = 3, from: ListenState = initialListenState) =>
  events.reduce((state, event) => listenTransition(state, event, total), from);

describe('the Listen player’s states', () => {
  it('plays from the first sentence and moves on as each one is said, to the end', () => {
    expect(after([{ type: 'play' }])).toEqual({ status: 'playing', index: 0 });
    expect(after([{ type: 'play' }, { type: 'spoken', index: 0 }])).toEqual({
      status: 'playing',
      index: 1,
    });
    const ended = after([
      { type: 'play' },
      { type: 'spoken', index: 0 },
      { type: 'spoken', index: 1 },
      { type: 'spoken', index: 2 },
    ]);
    expect(ended).toEqual({ status: 'ended' });
    expect(currentSentence(ended)).toBeNull();
    // Played again once ended: from the start.
    expect(after([{ type: 'play' }], 3, ended)).toEqual({ status: 'playing', index: 0 });
  });

  it('pauses on the sentence being read and plays on from that sentence', () => {
    const paused = after([{ type: 'play' }, { type: 'spoken', index: 0 }, { type: 'pause' }]);
    expect(paused).toEqual({ status: 'paused', index: 1 });
    expect(currentSentence(paused)).toBe(1);
    expect(after([{ type: 'play' }], 3, paused)).toEqual({ status: 'playing', index: 1 });
  });

  it('ignores the end of a sentence it is no longer reading (paused, or an older one)', () => {
    const paused = after([{ type: 'play' }, { type: 'pause' }]);
    expect(after([{ type: 'spoken', index: 0 }], 3, paused)).toEqual(paused);
    const second = after([{ type: 'play' }, { type: 'spoken', index: 0 }]);
    expect(after([{ type: 'spoken', index: 0 }], 3, second)).toEqual(second);
  });

  it('stops where the speech failed, and retries that sentence on play', () => {
    const failed = after([
      { type: 'play' },
      { type: 'spoken', index: 0 },
      { type: 'failed', index: 1 },
    ]);
    expect(failed).toEqual({ status: 'failed', index: 1 });
    expect(after([{ type: 'play' }], 3, failed)).toEqual({ status: 'playing', index: 1 });
    // A failure of a sentence left behind changes nothing.
    const playing = after([{ type: 'play' }, { type: 'spoken', index: 0 }]);
    expect(after([{ type: 'failed', index: 0 }], 3, playing)).toEqual(playing);
  });

  it('stops from any state, and has nothing to play in an article without text', () => {
    expect(after([{ type: 'play' }, { type: 'stop' }])).toEqual({ status: 'idle' });
    expect(after([{ type: 'play' }], 0)).toEqual({ status: 'idle' });
    expect(after([{ type: 'pause' }])).toEqual({ status: 'idle' });
  });
});
