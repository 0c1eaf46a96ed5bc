// pdf.js for the issue reader: its worker is a file of the site's own build (served from
// /assets/ like the scripts, so the Content-Security-Policy's script-src 'self' admits it as
// worker-src), and nothing is evaluated from strings (the policy has no 'unsafe-eval').
// This module is only imported by the reader's own chunk, which loads when a reader opens it.
import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy };

/** Why a document could not be opened: it is not there (404/410), or anything else. */
export type OpenFailure = 'missing' | 'failed';

export interface OpeningDocument {
  promise: Promise<PDFDocumentProxy>;
  /** Stops the download and frees the worker's copy. */
  destroy(): Promise<void>;
}

/** Starts opening the PDF at `url` (a same-origin address). */
export function openDocument(url: string): OpeningDocument {
  const task = getDocument({
    url,
    // Glyphs are drawn through the canvas API rather than compiled with new Function.
    isEvalSupported: false,
  });
  return { promise: task.promise, destroy: () => task.destroy() };
}

/** What a failed `openDocument` means to a reader. */
export function failureOf(error: unknown): OpenFailure {
  const status = (error as { status?: unknown } | null)?.status;
  const name = (error as { name?: unknown } | null)?.name;
  if (status === 404 || status === 410 || name === 'MissingPDFException') return 'missing';
  return 'failed';
}

/**
 * Draws `page` on `canvas` at `scale` CSS pixels per point, sharp on high-density screens.
 * The returned task can be cancelled when another page or zoom is asked for meanwhile.
 */
export function drawPage(page: PDFPageProxy, canvas: HTMLCanvasElement, scale: number): RenderTask {
  const ratio = Math.min(window.devicePixelRatio || 1, 3);
  const viewport = page.getViewport({ scale: scale * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  return page.render({ canvas, viewport });
}
