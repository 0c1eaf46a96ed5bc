import { useId, useRef, useState, type ComponentType } from 'react';
import type { ListenPlayerProps } from './ListenPlayer';
import { browserSpeech, useHasVoices, type SpeechLike } from './speech';

export interface ListenControlProps {
  /** The speech synthesis to read with: the browser's by default (stories pass their own). */
  speech?: SpeechLike | null;
  /** The element whose text is read, found from the control: the article's body by default. */
  findText?: (control: Element) => Element | null;
}

const articleBody = (control: Element) =>
  control.closest('article')?.querySelector('.prose') ?? null;

/** The player's chunk, asked for once, on the first press. */
let playerModule: Promise<ComponentType<ListenPlayerProps>> | undefined;
const loadPlayer = () =>
  (playerModule ??= import('./ListenPlayer').then((module) => module.default));

/**
 * "Listen" beside the article's reading time: the article read aloud by the browser's own voice.
 * The server renders it for everyone, invisible; the browser shows it once it finds a voice
 * (never where it has none), so the page's HTML is the same for every reader and nothing moves
 * when it appears. The player (ListenPlayer) is a chunk of its own, loaded on the first press.
 */
export function ListenControl({ speech, findText = articleBody }: ListenControlProps) {
  const available = useHasVoices(speech);
  const [Player, setPlayer] = useState<ComponentType<ListenPlayerProps> | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();

  const toggle = () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (!Player)
      void loadPlayer().then(
        (loaded) => setPlayer(() => loaded),
        () => setOpen(false),
      );
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const synth = speech === undefined ? browserSpeech() : speech;

  return (
    <span className={available ? 'listen' : 'listen listen--unavailable'}>
      <span aria-hidden="true"> · </span>
      <button
        ref={trigger}
        type="button"
        className="listen__trigger"
        disabled={!available}
        aria-expanded={open}
        aria-controls={open && Player ? id : undefined}
        onClick={toggle}
      >
        Listen
      </button>
      {open && Player && synth ? (
        <Player
          id={id}
          speech={synth}
          findText={() => (trigger.current ? findText(trigger.current) : null)}
          onClose={close}
        />
      ) : null}
    </span>
  );
}
