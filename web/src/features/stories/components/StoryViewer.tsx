import { useEffect, useMemo, useReducer, useRef, useState, type TouchEvent } from 'react';
import { readerCredit, type Story } from '../api/story';
import { initialPlayerState, pageDuration, storyPlayer } from './story-timing';

export interface StoryViewerProps {
  story: Story;
  /** Shown as the publisher (the site's name). */
  publisher: string;
  onBack: () => void;
}

const TICK_MS = 100;
const SWIPE_PX = 40;

/** Full-screen story: one page per item, progress bars, tap/keys/swipe, pause and mute. */
export function StoryViewer({ story, publisher, onBack }: StoryViewerProps) {
  const reducer = useMemo(() => storyPlayer(story.pages), [story.pages]);
  const [{ index, elapsed, paused }, dispatch] = useReducer(reducer, initialPlayerState);
  const [muted, setMuted] = useState(true);
  const touchStart = useRef<number | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const page = story.pages[index];
  const duration = pageDuration(page);
  const last = story.pages.length - 1;
  const goTo = (next: number) => dispatch({ type: 'go', index: next });
  const togglePause = () => dispatch({ type: 'toggle-pause' });

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', ms: TICK_MS }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) video.pause();
    else void video.play().catch(() => undefined);
  }, [paused, index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') dispatch({ type: 'go', index: index + 1 });
      else if (event.key === 'ArrowLeft') dispatch({ type: 'go', index: index - 1 });
      else if (event.key === ' ' && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        dispatch({ type: 'toggle-pause' });
      } else if (event.key === 'm' || event.key === 'M') setMuted((value) => !value);
      else if (event.key === 'Escape') onBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, onBack]);

  function onTouchStart(event: TouchEvent) {
    touchStart.current = event.touches[0]?.clientX ?? null;
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    goTo(end < start ? index + 1 : index - 1);
  }

  if (!page) return null;
  const poster = story.pages[0]?.media;

  return (
    <div className="story-viewer" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <div className="story-viewer__frame">
        <div className="story-viewer__progress" aria-hidden="true">
          {story.pages.map((_, barIndex) => (
            <span key={barIndex} className="story-viewer__bar">
              <span
                className="story-viewer__fill"
                style={{
                  transform: `scaleX(${barIndex < index ? 1 : barIndex > index ? 0 : Math.min(elapsed / duration, 1)})`,
                }}
              />
            </span>
          ))}
        </div>
        <header className="story-viewer__top">
          <button type="button" className="story-viewer__button" onClick={onBack}>
            <span aria-hidden="true">←</span> Back
          </button>
          <div className="story-viewer__titles">
            <p className="story-viewer__publisher">{publisher}</p>
            <h1 className="story-viewer__title">{story.title}</h1>
            {story.readerName ? (
              <p className="story-viewer__credit">{readerCredit(story.readerName)}</p>
            ) : null}
          </div>
          <button
            type="button"
            className="story-viewer__button"
            aria-pressed={paused}
            onClick={togglePause}
          >
            {paused ? 'Play' : 'Pause'}
          </button>
          {page.media.kind === 'video' ? (
            <button
              type="button"
              className="story-viewer__button"
              aria-pressed={muted}
              onClick={() => setMuted((value) => !value)}
            >
              {muted ? 'Unmute' : 'Mute'}
            </button>
          ) : null}
        </header>
        <p className="visually-hidden" aria-live="polite">
          Page {index + 1} of {story.pages.length}
        </p>
        {page.media.kind === 'video' ? (
          <video
            key={page.media.url}
            ref={videoRef}
            className="story-viewer__media"
            src={page.media.url}
            poster={poster?.kind === 'image' ? poster.url : undefined}
            width={720}
            height={1280}
            autoPlay
            muted={muted}
            playsInline
            controls
          />
        ) : (
          <img
            key={page.media.url}
            className="story-viewer__media"
            src={page.media.url}
            alt={page.media.alt}
            width={720}
            height={1280}
          />
        )}
        {page.caption ? <h2 className="story-viewer__caption">{page.caption}</h2> : null}
        <button
          type="button"
          className="story-viewer__tap story-viewer__tap--prev"
          onClick={() => goTo(index - 1)}
          disabled={index === 0}
        >
          <span className="visually-hidden">Previous page</span>
        </button>
        <button
          type="button"
          className="story-viewer__tap story-viewer__tap--next"
          onClick={() => goTo(index + 1)}
          disabled={index === last}
        >
          <span className="visually-hidden">Next page</span>
        </button>
      </div>
    </div>
  );
}
