import { useState, useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/forms/use-hydrated';

/** The parts of `navigator` sharing uses (passed in, so stories choose them). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export interface ShareButtonsProps {
  url: string;
  title: string;
  /** Where the buttons find the share sheet and the clipboard: the browser's by default. */
  shareWith?: ShareNavigator;
}

const subscribeToNothing = () => () => {};

/**
 * Share links for three networks (opening in a new tab), "Copy link" with its confirmation,
 * and, where the browser has one (phones mostly), "Share" opening the system's share sheet.
 * The server renders no "Share": whether the browser has the sheet is known once the page
 * runs, so the first render in the browser matches the server's, then adds it.
 */
export function ShareButtons({ url, title, shareWith }: ShareButtonsProps) {
  const hydrated = useHydrated();
  const canShare = useSyncExternalStore(
    subscribeToNothing,
    () => typeof (shareWith ?? navigator).share === 'function',
    () => false,
  );
  const [confirmation, setConfirmation] = useState('');
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];

  const copy = async () => {
    try {
      await (shareWith ?? navigator).clipboard!.writeText(url);
      setConfirmation('Link copied');
    } catch {
      setConfirmation(`Copying did not work here. The link: ${url}`);
    }
  };
  const share = async () => {
    setConfirmation('');
    // Closing the sheet without sharing is the reader's choice: nothing to say then.
    await (shareWith ?? navigator).share!({ title, url }).catch(() => undefined);
  };

  return (
    <div className="share-buttons">
      <ul className="share-buttons__list" aria-label="Share this article">
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href} target="_blank" rel="noopener noreferrer">
              Share on {network.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" disabled={!hydrated} onClick={() => void copy()}>
            Copy link
          </button>
        </li>
        {canShare ? (
          <li>
            <button type="button" onClick={() => void share()}>
              Share…
            </button>
          </li>
        ) : null}
      </ul>
      <p className="share-buttons__status" role="status">
        {confirmation}
      </p>
    </div>
  );
}
