import { useCallback, useSyncExternalStore } from 'react';

/** The parts of the browser's `speechSynthesis` the Listen control uses (stories pass their own). */
export type SpeechLike = Pick<
  SpeechSynthesis,
  'getVoices' | 'speak' | 'cancel' | 'addEventListener' | 'removeEventListener'
>;

/** The browser's speech synthesis, or undefined where it has none (and on the server). */
export const browserSpeech = (): SpeechLike | undefined =>
  typeof SpeechSynthesisUtterance === 'undefined' ? undefined : window.speechSynthesis;

/**
 * Whether `speech` has a voice to read with: false on the server and in the first render (so it
 * matches the server's HTML), then as the browser says; browsers load their voices late and
 * say so with `voiceschanged`.
 */
export function useHasVoices(speech: SpeechLike | undefined): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      speech?.addEventListener('voiceschanged', changed);
      return () => speech?.removeEventListener('voiceschanged', changed);
    },
    [speech],
  );
  return useSyncExternalStore(
    subscribe,
    () => Boolean(speech && speech.getVoices().length > 0),
    () => false,
  );
}
