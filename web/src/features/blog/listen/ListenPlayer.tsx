import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import {
  LISTEN_RATES,
  currentSentence,
  listenTransition,
  type ListenState,
} from './listen-machine';
import { pageSentences, type PageSentence } from './sentences';
import type { SpeechLike } from './speech';

export interface ListenPlayerProps {
  speech: SpeechLike;
  /** The element whose text is read (asked for once, when the player opens). */
  findText: () => Element | null;
  /** Stop: the player closes (the control takes the focus back). */
  onClose: () => void;
  /** Where it starts: reading the first sentence by default, as the reader just pressed Listen. */
  initialState?: ListenState;
}

/** The name of the highlight the current sentence is painted with (listen.css). */
export const SENTENCE_HIGHLIGHT = 'listen-sentence';
/** The class of the current sentence's block where the browser has no CSS highlights. */
const BLOCK_CLASS = 'listen-current';
const RATE_KEY = 'listen-rate';

function storedRate(): number {
  try {
    const stored = Number(window.localStorage.getItem(RATE_KEY));
    return (LISTEN_RATES as readonly number[]).includes(stored) ? stored : 1;
  } catch {
    return 1;
  }
}

/** Paints the sentence as being read, until the returned function is called. */
function markSentence(sentence: PageSentence): () => void {
  const highlights = typeof CSS !== 'undefined' ? CSS.highlights : undefined;
  if (highlights && typeof Highlight !== 'undefined') {
    highlights.set(SENTENCE_HIGHLIGHT, new Highlight(sentence.range));
    return () => highlights.delete(SENTENCE_HIGHLIGHT);
  }
  sentence.block.classList.add(BLOCK_CLASS);
  return () => sentence.block.classList.remove(BLOCK_CLASS);
}

/** Scrolls the sentence to the upper third of the screen when it is not (fully) in view. */
function keepInView(sentence: PageSentence, player: Element | null) {
  const rect = sentence.range.getBoundingClientRect();
  // The player sits over the bottom of the screen: what is under it is not in view.
  const bottom = player ? player.getBoundingClientRect().top : window.innerHeight;
  if (rect.top >= 0 && rect.bottom <= bottom) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: rect.top - window.innerHeight / 3, behavior: still ? 'auto' : 'smooth' });
}

/**
 * The article read aloud, a sentence at a time, by the browser's speech synthesis: play and
 * pause, the speed, the sentence being read highlighted and kept in view. A bar over the bottom
 * of the screen, so that it stays at hand while the page scrolls. Pausing cancels the speech
 * and playing again says the paused sentence from its start: the browsers' own pause is
 * unreliable (some stop for good, some never resume).
 */
export default function ListenPlayer({
  speech,
  findText,
  onClose,
  initialState = { status: 'playing', index: 0 },
}: ListenPlayerProps) {
  const [lang] = useState(() => document.documentElement.lang || 'en');
  // The page's text is read once, as the player opens: an article does not change under it.
  const [sentences] = useState(() => {
    const root = findText();
    return root ? pageSentences(root, lang) : [];
  });
  const total = sentences.length;
  const [state, dispatch] = useReducer(
    (current: ListenState, event: Parameters<typeof listenTransition>[1]) =>
      listenTransition(current, event, total),
    initialState,
  );
  const [rate, setRate] = useState(storedRate);
  const bar = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Chrome forgets an utterance's events when nothing holds it: the current one is kept here.
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);

  // Focused as it appears (the press that opened it was on Listen), before anything else runs.
  useLayoutEffect(() => {
    toggle.current?.focus();
  }, []);

  // Speaks the current sentence while playing; anything else (or a new speed) silences it.
  useEffect(() => {
    if (state.status !== 'playing') return;
    const { index } = state;
    const sentence = sentences[index];
    if (!sentence) return;
    let current = true;
    const said = new SpeechSynthesisUtterance(sentence.text);
    // The browser picks its voice for the page's language.
    said.lang = lang;
    said.rate = rate;
    said.addEventListener('end', () => {
      if (current) dispatch({ type: 'spoken', index });
    });
    said.addEventListener('error', (event) => {
      // Cancelled by us (pause, a new speed, the next sentence): not a failure.
      if (current && event.error !== 'interrupted' && event.error !== 'canceled')
        dispatch({ type: 'failed', index });
    });
    utterance.current = said;
    speech.cancel();
    speech.speak(said);
    return () => {
      current = false;
      speech.cancel();
    };
  }, [state, rate, sentences, speech, lang]);

  // The sentence being read (or paused on) is highlighted, and followed down the page.
  useEffect(() => {
    const index = currentSentence(state);
    const sentence = index === null ? undefined : sentences[index];
    if (!sentence) return;
    if (state.status === 'playing') keepInView(sentence, bar.current);
    return markSentence(sentence);
  }, [state, sentences]);

  const playing = state.status === 'playing';
  const index = currentSentence(state);
  const chooseRate = (value: number) => {
    setRate(value);
    try {
      window.localStorage.setItem(RATE_KEY, String(value));
    } catch {
      // Storage refused (private mode, full): the speed holds for this page only.
    }
  };

  return (
    <span
      ref={bar}
      className="listen-player"
      role="group"
      aria-label="Listen to this article"
      data-state={state.status}
    >
      <button
        ref={toggle}
        type="button"
        className="listen-player__toggle"
        disabled={total === 0}
        onClick={() => dispatch({ type: playing ? 'pause' : 'play' })}
      >
        {playing ? (
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
          </svg>
        ) : (
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
          </svg>
        )}
        {playing ? 'Pause' : 'Play'}
      </button>
      <label className="listen-player__rate">
        <span>Speed</span>
        <select value={rate} onChange={(event) => chooseRate(Number(event.target.value))}>
          {LISTEN_RATES.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </select>
      </label>
      <span className="listen-player__position" data-testid="listen-position">
        {total === 0
          ? 'Nothing to read here.'
          : index === null
            ? `${total} sentences`
            : `Sentence ${index + 1} of ${total}`}
      </span>
      <span className="listen-player__status" role="status">
        {state.status === 'paused'
          ? 'Paused'
          : state.status === 'ended'
            ? 'Read to the end.'
            : state.status === 'failed'
              ? 'Your browser stopped reading. Press Play to try again.'
              : ''}
      </span>
      <button type="button" className="listen-player__stop" onClick={onClose}>
        Stop
      </button>
    </span>
  );
}
