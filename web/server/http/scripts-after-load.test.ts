import { describe, expect, it } from 'vitest';
import { deferScripts, scriptsAfterLoad, withScriptsAfterLoad } from './scripts-after-load';

const ENTRY =
  '<script type="module" async="" src="/assets/index-7muX7mXK.js" nonce="n0nce=="></script>';
const PRELOADS =
  '<link rel="modulepreload" href="/assets/index-7muX7mXK.js" fetchPriority="low" nonce="n0nce=="/>' +
  '<link rel="modulepreload" href="/assets/_blogSlug-CoNidj7Q.js" fetchPriority="low" nonce="n0nce=="/>';
const page = (head: string, end: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>${head}</head>` +
  `<body><main>Space Shuttle — “Columbia”, 1981</main>${end}</body></html>`;

/** The page as streamed in chunks of `size` bytes (cutting tags and characters in two). */
function streamed(html: string, size: number, type = 'text/html; charset=utf-8') {
  const bytes = new TextEncoder().encode(html);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size)
        controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new Response(body, {
    headers: { 'content-type': type, 'content-length': String(bytes.length) },
  });
}

describe('scripts after the page has loaded', () => {
  it('turns the module preloads off and swaps the entry tag for an inline script with the nonce', () => {
    const { html, swapped } = deferScripts(page(PRELOADS, ENTRY));
    expect(swapped).toBe(true);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      '<link rel="x-after-load" href="/assets/_blogSlug-CoNidj7Q.js" fetchPriority="low" nonce="n0nce=="/>',
    );
    expect(html).not.toContain('async=""');
    expect(html).toContain(scriptsAfterLoad('/assets/index-7muX7mXK.js', ' nonce="n0nce=="'));
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main>Space Shuttle — “Columbia”, 1981</main>');
  });

  it('leaves a page without Start’s entry as it is', () => {
    const html = page('', '<script type="module" src="/assets/other.js"></script>');
    expect(deferScripts(html)).toEqual({ html, swapped: false });
  });

  it('gives the same page whichever way the stream’s chunks fall', async () => {
    const expected = deferScripts(page(PRELOADS, ENTRY)).html;
    for (const size of [1, 7, 64, 100, 4096]) {
      const response = withScriptsAfterLoad(streamed(page(PRELOADS, ENTRY), size));
      expect(response.headers.has('content-length')).toBe(false);
      expect(await response.text()).toBe(expected);
    }
  });

  it('passes answers other than pages through untouched', () => {
    const json = streamed('{"ok":true}', 4, 'application/json');
    expect(withScriptsAfterLoad(json)).toBe(json);
  });

  it('adds the entry after the load, the eager pictures decoded and the next painted frame, or after the fallback', async () => {
    const code = /<script[^>]*>(.*)<\/script>/.exec(scriptsAfterLoad('/assets/index-a.js'))![1]!;
    const run = (readyState: string) => {
      const added: string[] = [];
      const preloads = [{ rel: 'x-after-load' }, { rel: 'x-after-load' }];
      let decoded = () => {};
      // One picture still decoding, one that cannot be (its decode fails: it does not hold back).
      const pictures = [
        { decode: () => new Promise<void>((resolve) => (decoded = resolve)) },
        { decode: () => Promise.reject(new Error('broken picture')) },
      ];
      const listeners: Record<string, () => void> = {};
      const frames: Array<() => void> = [];
      const timers: Array<{ callback: () => void; ms: number }> = [];
      const document = {
        readyState,
        querySelectorAll: (selector: string) =>
          selector === 'img:not([loading=lazy])' ? pictures : preloads,
        createElement: () => ({}),
        head: {
          appendChild: (s: { type: string; async: boolean; src: string }) =>
            added.push(`${s.type} ${s.async} ${s.src}`),
        },
      };
      new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', code)(
        document,
        (name: string, listener: () => void) => (listeners[name] = listener),
        (callback: () => void) => frames.push(callback),
        (callback: () => void, ms: number) => timers.push({ callback, ms }),
      );
      return { added, preloads, listeners, frames, timers, decode: () => decoded() };
    };
    const settled = () => new Promise((resolve) => setImmediate(resolve));

    const loading = run('interactive');
    expect(loading.added).toEqual([]);
    loading.listeners.load!();
    await settled();
    expect(loading.frames).toHaveLength(0);
    loading.decode();
    await settled();
    loading.frames.shift()!();
    expect(loading.added).toEqual([]);
    const afterPaint = loading.timers.find((t) => t.ms === 0)!;
    afterPaint.callback();
    expect(loading.added).toEqual(['module true /assets/index-a.js']);
    expect(loading.preloads.map((l) => l.rel)).toEqual(['modulepreload', 'modulepreload']);
    // The fallback finds it done: nothing is added twice.
    loading.timers.find((t) => t.ms === 3000)!.callback();
    expect(loading.added).toHaveLength(1);

    const hidden = run('interactive');
    hidden.timers.find((t) => t.ms === 3000)!.callback();
    expect(hidden.added).toEqual(['module true /assets/index-a.js']);

    const loaded = run('complete');
    loaded.decode();
    await settled();
    expect(loaded.frames).toHaveLength(1);
  });
});
