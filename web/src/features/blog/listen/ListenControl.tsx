import { useRef, useState, type ComponentType } from 'react';
import type { ListenPlayerProps } from './ListenPlayer';
import { browserSpeech, useHasVoices, type SpeechLike } from './speech';

export interface ListenControlProps {
  /** The speech synthesis to read with: the browser's by default (stories pass their own). */
  speech?: SpeechLike;
}

/** The player's chunk, asked for once, on the first press. */
let playerModule: Promise<ComponentType<ListenPlayerProps>> | undefined;

/**
 * "Listen" beside the article's reading time: the article read aloud by the browser's own voice.
 * The server renders it for everyone, invisible; the browser shows it once it finds a voice
 * (never where it has none), so the page's HTML is the same for every reader and nothing moves
 * when it appears. The player (ListenPlayer) is a chunk of its own, loaded on the first press;
 * it reads the text of the article's body (`.prose`).
 */
export function ListenControl({ speech = browserSpeech() }: ListenControlProps) {
  const available = useHasVoices(speech);
  const [Player, setPlayer] = useState<ComponentType<ListenPlayerProps>>();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setOpen(!open);
    if (!open && !Player)
      (playerModule ??= import('./ListenPlayer').then((module) => module.default)).then(
        (loaded) => setPlayer(() => loaded),
        () => setOpen(false),
      );
  };

  return (
    <span className={available ? 'listen' : 'listen listen--unavailable'}>
      <span aria-hidden="true"> · </span>
      <button
        ref={trigger}
        type="button"
        className="listen__trigger"
        disabled={!available}
        aria-expanded={open}
        onClick={toggle}
      >
        Listen
      </button>
      {open && Player && speech ? (
        <Player
          speech={speech}
          findText={() => trigger.current?.closest('article')?.querySelector('.prose') ?? null}
          onClose={() => {
            setOpen(false);
            trigger.current?.focus();
          }}
        />
      ) : null}
    </span>
  );
}
