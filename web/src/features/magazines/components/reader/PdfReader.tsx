import { magazineReaderMessages as text } from '@apogee/contracts/magazine-reader';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  drawPage,
  failureOf,
  openDocument,
  type OpeningDocument,
  type PDFDocumentProxy,
} from './pdf-document';
import {
  FIT_ZOOM,
  clampPage,
  pageForKey,
  pageForSwipe,
  pageScale,
  stepZoom,
} from './reader-navigation';
import { ReaderStatus, type ReaderProblem } from './ReaderStatus';

export interface PdfReaderProps {
  /** The PDF's address on the site's own origin (/uploads/…). */
  url: string;
  /** The title, naming the reader for assistive technologies. */
  title: string;
  /** Closes the reader (back to the "Read this issue" button). */
  onClose?: () => void;
  /** Opens the document (pdf.js); stories stand in for it to show each state. */
  open?: (url: string) => OpeningDocument;
}

/**
 * The magazine issue reader: an issue's PDF page by page, drawn by pdf.js within the page's
 * 800 px frame, with thumbnails, keys (arrows, Home, End, + and −), swipes, zoom and full screen.
 * The default export, so the issue page loads it with React.lazy when a reader opens it.
 */
export default function PdfReader({ url, title, onClose, open = openDocument }: PdfReaderProps) {
  const root = useRef<HTMLElement>(null);
  // The reader's keys work wherever the focus is inside it (the reader itself once opened, a
  // thumbnail, a button): the document's view puts its handler here.
  const keysRef = useRef<((event: KeyboardEvent) => void) | null>(null);
  // A retry opens the document again in a fresh reader body.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // Keys work at once: the reader takes the focus when it opens.
    root.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={root}
      className="issue-reader"
      aria-label={text.region(title)}
      tabIndex={-1}
      onKeyDown={(event) => keysRef.current?.(event)}
    >
      <ReaderBody
        key={attempt}
        url={url}
        root={root}
        keysRef={keysRef}
        open={open}
        onClose={onClose}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    </section>
  );
}

type Opened =
  | { state: 'opening' }
  | { state: 'problem'; problem: ReaderProblem }
  | { state: 'ready'; document: PDFDocumentProxy };

type KeyHandler = RefObject<((event: KeyboardEvent) => void) | null>;

function ReaderBody({
  url,
  root,
  keysRef,
  open,
  onClose,
  onRetry,
}: {
  url: string;
  root: RefObject<HTMLElement | null>;
  keysRef: KeyHandler;
  open: (url: string) => OpeningDocument;
  onClose?: () => void;
  onRetry: () => void;
}) {
  const [opened, setOpened] = useState<Opened>({ state: 'opening' });
  useEffect(() => {
    const opening = open(url);
    let current = true;
    opening.promise.then(
      (document) => current && setOpened({ state: 'ready', document }),
      (error: unknown) => current && setOpened({ state: 'problem', problem: failureOf(error) }),
    );
    return () => {
      current = false;
      void opening.destroy();
    };
  }, [url, open]);
  if (opened.state === 'ready')
    return (
      <ReaderDocument document={opened.document} root={root} keysRef={keysRef} onClose={onClose} />
    );
  return (
    <>
      {onClose ? <ReaderToolbar onClose={onClose} /> : null}
      <ReaderStatus
        problem={opened.state === 'problem' ? opened.problem : undefined}
        pdfUrl={url}
        onRetry={onRetry}
      />
    </>
  );
}

/** The size of an element's content box, following it as it changes. */
function useBoxSize(element: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((old) =>
        Math.abs(old.width - width) < 1 && Math.abs(old.height - height) < 1
          ? old
          : { width, height },
      );
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** Whether `root` is the element shown full screen. */
function useFullScreen(root: RefObject<HTMLElement | null>) {
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const follow = () => setFullScreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [root]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen();
  };
  return { fullScreen, toggle, available: document.fullscreenEnabled };
}

function ReaderDocument({
  document: pdf,
  root,
  keysRef,
  onClose,
}: {
  document: PDFDocumentProxy;
  root: RefObject<HTMLElement | null>;
  keysRef: KeyHandler;
  onClose?: () => void;
}) {
  const pageCount = pdf.numPages;
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(FIT_ZOOM);
  const [drawnPage, setDrawnPage] = useState(0);
  const area = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const areaSize = useBoxSize(area);
  const screen = useFullScreen(root);
  const swipe = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const target = canvas.current;
    if (!target || areaSize.width === 0) return;
    let current = true;
    let cancel = () => {};
    void pdf.getPage(page).then((pdfPage) => {
      if (!current) return;
      const natural = pdfPage.getViewport({ scale: 1 });
      const scale = pageScale(natural, areaSize, zoom);
      const task = drawPage(pdfPage, target, scale);
      cancel = () => task.cancel();
      task.promise.then(
        () => current && setDrawnPage(page),
        // Cancelled because another page or zoom was asked for: that drawing follows.
        () => {},
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [pdf, page, zoom, areaSize]);

  const goTo = (next: number) => setPage(clampPage(next, pageCount));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Zoomed in, the up and down arrows scroll the page rather than turn it.
    if (zoom > FIT_ZOOM && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) return;
    if (event.key === '+' || event.key === '=') setZoom((old) => stepZoom(old, 1));
    else if (event.key === '-') setZoom((old) => stepZoom(old, -1));
    else {
      const next = pageForKey(event.key, page, pageCount);
      if (next === null) return;
      goTo(next);
    }
    event.preventDefault();
  };

  useEffect(() => {
    keysRef.current = onKeyDown;
    return () => {
      keysRef.current = null;
    };
  });

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const next = pageForSwipe(
      { dx: event.clientX - start.x, dy: event.clientY - start.y },
      page,
      pageCount,
      zoom,
    );
    if (next !== null) goTo(next);
  };

  return (
    <div className="issue-reader__document">
      <ReaderToolbar onClose={onClose}>
        <button
          type="button"
          className="issue-reader__tool"
          onClick={() => goTo(page - 1)}
          disabled={page <= 1}
          aria-label={text.previous}
        >
          ‹
        </button>
        <span className="issue-reader__where" aria-live="polite">
          {text.page(page, pageCount)}
        </span>
        <button
          type="button"
          className="issue-reader__tool"
          onClick={() => goTo(page + 1)}
          disabled={page >= pageCount}
          aria-label={text.next}
        >
          ›
        </button>
        <span className="issue-reader__gap" />
        <button
          type="button"
          className="issue-reader__tool"
          onClick={() => setZoom((old) => stepZoom(old, -1))}
          disabled={stepZoom(zoom, -1) === zoom}
          aria-label={text.zoomOut}
        >
          −
        </button>
        <span className="issue-reader__zoom" data-zoom>
          <span className="visually-hidden">{text.zoom} </span>
          {Math.round(zoom * 100)}%
        </span>
        <button
          type="button"
          className="issue-reader__tool"
          onClick={() => setZoom((old) => stepZoom(old, 1))}
          disabled={stepZoom(zoom, 1) === zoom}
          aria-label={text.zoomIn}
        >
          +
        </button>
        <button
          type="button"
          className="issue-reader__tool issue-reader__tool--text"
          onClick={() => setZoom(FIT_ZOOM)}
          disabled={zoom === FIT_ZOOM}
        >
          {text.fit}
        </button>
        {screen.available ? (
          <button
            type="button"
            className="issue-reader__tool issue-reader__tool--text"
            onClick={screen.toggle}
            aria-pressed={screen.fullScreen}
          >
            {screen.fullScreen ? text.exitFullScreen : text.fullScreen}
          </button>
        ) : null}
      </ReaderToolbar>
      <div className="issue-reader__body">
        <ol className="issue-reader__thumbs" aria-label={text.pages}>
          {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
            <li key={number}>
              <Thumbnail
                document={pdf}
                number={number}
                pageCount={pageCount}
                current={number === page}
                onSelect={goTo}
              />
            </li>
          ))}
        </ol>
        <div
          ref={area}
          className={
            zoom > FIT_ZOOM ? 'issue-reader__page issue-reader__page--zoomed' : 'issue-reader__page'
          }
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
        >
          <canvas
            ref={canvas}
            className="issue-reader__canvas"
            role="img"
            aria-label={text.page(page, pageCount)}
            data-drawn-page={drawnPage || undefined}
          />
        </div>
      </div>
    </div>
  );
}

function ReaderToolbar({ onClose, children }: { onClose?: () => void; children?: ReactNode }) {
  return (
    <div className="issue-reader__toolbar" role="toolbar" aria-label={text.controls}>
      {children}
      {onClose ? (
        <button
          type="button"
          className="issue-reader__tool issue-reader__close"
          onClick={onClose}
          aria-label={text.close}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}

/** A page's thumbnail, drawn when it comes near the list's visible part. */
function Thumbnail({
  document: pdf,
  number,
  pageCount,
  current,
  onSelect,
}: {
  document: PDFDocumentProxy;
  number: number;
  pageCount: number;
  current: boolean;
  onSelect: (page: number) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let cancel = () => {};
    let drawn = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (drawn || !entries.some((entry) => entry.isIntersecting)) return;
        drawn = true;
        observer.disconnect();
        void pdf.getPage(number).then((pdfPage) => {
          const natural = pdfPage.getViewport({ scale: 1 });
          const task = drawPage(pdfPage, target, pageScale(natural, THUMBNAIL, 1));
          cancel = () => task.cancel();
          task.promise.catch(() => {});
        });
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [pdf, number]);
  return (
    <button
      type="button"
      className="issue-reader__thumb"
      onClick={() => onSelect(number)}
      aria-current={current ? 'page' : undefined}
      aria-label={text.page(number, pageCount)}
    >
      <canvas ref={canvas} aria-hidden="true" />
      <span aria-hidden="true">{number}</span>
    </button>
  );
}

/** The box a thumbnail's page fits in (CSS pixels). */
const THUMBNAIL = { width: 72, height: 102 };
