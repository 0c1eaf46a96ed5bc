import { useCallback, useSyncExternalStore } from 'react';

/** The parts of the browser's `speechSynthesis` the Listen control uses (stories pass their own). */
export type SpeechLike = Pick<
  SpeechSynthesis,
  'getVoices' | 'speak' | 'cancel' | 'addEventListener' | 'removeEventListener'
>;

/** The browser's speech synthesis, or null where it has none (and on the server). */
export function browserSpeech(): SpeechLike | null {
  if (typeof window === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return null;
  return window.speechSynthesis ?? null;
}

/**
 * Whether `speech` (the browser's by default) has a voice to read with: false on the server and
 * in the first render (so it matches the server's HTML), then as the browser says; browsers load
 * their voices late and say so with `voiceschanged`.
 */
export function useHasVoices(speech?: SpeechLike | null): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const synth = speech === undefined ? browserSpeech() : speech;
      if (!synth) return () => undefined;
      synth.addEventListener('voiceschanged', changed);
      return () => synth.removeEventListener('voiceschanged', changed);
    },
    [speech],
  );
  return useSyncExternalStore(
    subscribe,
    () => {
      const synth = speech === undefined ? browserSpeech() : speech;
      return Boolean(synth && synth.getVoices().length > 0);
    },
    () => false,
  );
}
