import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { useSessionUser } from '@/lib/session/session';
import { SaveSignIn } from './SaveSignIn';
import './saved.css';

/*
 * The parts of a page that belong to one reader (the Save buttons, the reading position,
 * "Continue reading"). The server renders none of them, nor does the browser's first render,
 * so a page's HTML is the same for every reader; once the page runs and the reader is known to
 * be signed in, their code comes as a chunk of its own, outside the page's first load.
 */
const ConnectedSaveButton = lazy(() => import('./ConnectedSaveButton'));
const ReadingTracker = lazy(() => import('./ReadingTracker'));
const ConnectedContinueReading = lazy(() => import('./ConnectedContinueReading'));

export interface SaveSlotProps {
  slug: string;
  title: string;
  /** `card`: over a card's picture, for signed-in readers only; `page`: in an article's header. */
  look?: 'card' | 'page';
}

/** Where an article card or page shows its Save button. */
export function SaveSlot({ slug, title, look = 'card' }: SaveSlotProps) {
  const user = useSessionUser();
  const mounted = useHydrated();
  let part = null;
  if (mounted && user) part = <ConnectedSaveButton slug={slug} title={title} look={look} />;
  else if (mounted && user === null && look === 'page')
    part = <SaveSignIn loginHref={`/login?redirect=${encodeURIComponent(`/${slug}`)}`} />;
  if (look === 'card') return part ? <Suspense fallback={null}>{part}</Suspense> : null;
  // The article's header keeps the button's room from the first paint: nothing moves.
  return (
    <span className="save-slot">{part ? <Suspense fallback={null}>{part}</Suspense> : null}</span>
  );
}

/** Records how far a signed-in reader reads the article, and takes them back to it. */
export function ReadingPositionSlot({ slug }: { slug: string }) {
  const user = useSessionUser();
  const mounted = useHydrated();
  if (!mounted || !user) return null;
  return (
    <Suspense fallback={null}>
      <ReadingTracker key={slug} slug={slug} />
    </Suspense>
  );
}

/** The home page's "Continue reading" card, for a signed-in reader with an article half read. */
export function ContinueReadingSlot() {
  const user = useSessionUser();
  const mounted = useHydrated();
  if (!mounted || !user) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedContinueReading />
    </Suspense>
  );
}
