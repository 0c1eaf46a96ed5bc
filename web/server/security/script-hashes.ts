// The inline scripts a page for everyone may run, named by their hashes. Such a page is the same
// bytes for every reader (docs/decisions/057-same-bytes-for-every-reader.md), so it carries no
// per-request nonce: its Content-Security-Policy lists the SHA-256 of each inline script the web
// server rendered into it, computed from the page's HTML once when the page is kept. A script
// that is not in the HTML as rendered (one a stored comment smuggled in, one added on the way)
// has another hash and the browser refuses it. Scripts those listed scripts add (the page's
// entry module, its chunks) run under 'strict-dynamic'.
import { createHash } from 'node:crypto';

/** Each `<script>` element: its attributes and its text, as written (script text is raw). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** The CSP source (`'sha256-…'`) of one inline script's text. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of every inline script in `html`, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes ?? '')) continue;
    hashes.add(scriptHashSource(text ?? ''));
  }
  return [...hashes];
}
