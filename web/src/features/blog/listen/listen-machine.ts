/**
 * The Listen player's states: which sentence is being read, and whether it is. The player
 * (ListenPlayer.tsx) speaks the current sentence while `playing`, one utterance per sentence,
 * and tells the machine when it has been said.
 */
export type ListenState =
  | { status: 'idle' }
  | { status: 'playing'; index: number }
  | { status: 'paused'; index: number }
  /** Read to the end: playing again starts from the first sentence. */
  | { status: 'ended' }
  /** The browser's speech stopped with an error: playing again retries that sentence. */
  | { status: 'failed'; index: number };

export type ListenEvent =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'stop' }
  /** Sentence `index` has been said (stale ones, from an utterance already left, are ignored). */
  | { type: 'spoken'; index: number }
  | { type: 'failed'; index: number };

export const initialListenState: ListenState = { status: 'idle' };

/** The next state, for an article of `total` sentences. */
export function listenTransition(
  state: ListenState,
  event: ListenEvent,
  total: number,
): ListenState {
  switch (event.type) {
    case 'play':
      if (total === 0) return state;
      if (state.status === 'paused' || state.status === 'failed')
        return { status: 'playing', index: state.index };
      if (state.status === 'playing') return state;
      return { status: 'playing', index: 0 };
    case 'pause':
      return state.status === 'playing' ? { status: 'paused', index: state.index } : state;
    case 'stop':
      return initialListenState;
    case 'spoken':
      if (state.status !== 'playing' || state.index !== event.index) return state;
      return event.index + 1 < total
        ? { status: 'playing', index: event.index + 1 }
        : { status: 'ended' };
    case 'failed':
      if (state.status !== 'playing' || state.index !== event.index) return state;
      return { status: 'failed', index: event.index };
  }
}

/** The sentence shown as being read (highlighted), if any. */
export function currentSentence(state: ListenState): number | null {
  return state.status === 'playing' || state.status === 'paused' || state.status === 'failed'
    ? state.index
    : null;
}

/** The speeds offered, as rates of the browser's voice. */
export const LISTEN_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
