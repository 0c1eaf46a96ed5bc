import { readerLaunchText as text } from '@apogee/contracts/magazine-reader-launch';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button/Button';

// pdf.js and the reader load when a reader opens the issue, never with the page: they are
// about 150 KB of JavaScript besides pdf.js's worker, and the page's first load stays as it was.
const loadReader = () => import('./PdfReader');
const PdfReader = lazy(loadReader);
/** Loads the reader's code ahead of the click; a failure shows when the reader opens. */
const preload = () => void loadReader().catch(() => {});

/**
 * The issue's PDF, read on the page: a "Read this issue" button, which opens the reader in the
 * page's 800 px frame.
 */
export function IssueReader({ pdfUrl, title }: { pdfUrl: string; title: string }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div className="issue-reader-launch">
        <Button
          onClick={() => setOpen(true)}
          // The reader's code starts loading as soon as the pointer or the focus is on the button.
          onPointerEnter={preload}
          onFocus={preload}
        >
          {text.open}
        </Button>
      </div>
    );
  return (
    <Suspense
      fallback={
        // While the reader's code loads: the reader's frame, so the page does not jump.
        <div className="issue-reader">
          <p className="issue-reader__status" role="status">
            {text.opening}
          </p>
        </div>
      }
    >
      <PdfReader url={pdfUrl} title={title} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
