// A page's pictures before its scripts. Start ends every page with its entry module as
// `<script type="module" async src>` and preloads every module of the page from the head
// (`<link rel="modulepreload">`), so on a phone the scripts (some 100 KB compressed, React,
// the router and Query) download alongside the page's largest picture and share the link
// with it. The server-rendered page needs none of them to be read: the web server defers them
// until the page has loaded (its eager pictures included), then preloads the same modules and
// adds the entry. Links keep working meanwhile as plain links; hydration follows the load.
// The web server (web/server/server.ts) applies it to every page it renders.

const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"([^>]*)>/g;
const ENTRY_TAG =
  /<script type="module" async="" src="(\/assets\/[\w.-]+\.js)"( nonce="[^"]*")?><\/script>/;
/** What browsers ignore: the preload stays in the page (React hydrates the same element). */
const DEFERRED_REL = 'x-after-load';

/**
 * The inline script that stands for the entry `src`: once the page has loaded, its eager
 * pictures are decoded and the frame after that has been painted (or after `fallbackMs` at the
 * latest: a slow frame may hold the load back, and a tab in the background paints no frames), it
 * turns the deferred preloads back on and adds the entry module, the element the router looks
 * for after hydration. Waiting for the decode: a large picture (a story's page) could still be
 * decoding a frame after the load, and the scripts then started before the largest paint.
 */
export function scriptsAfterLoad(src: string, nonceAttribute = '', fallbackMs = 3000): string {
  const run =
    `var done=false;function go(){if(done)return;done=true;` +
    `document.querySelectorAll('link[rel="${DEFERRED_REL}"]').forEach(function(l){l.rel="modulepreload"});` +
    `var s=document.createElement("script");s.type="module";s.async=true;s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
    `function painted(){var d=[];document.querySelectorAll("img:not([loading=lazy])").forEach(function(i){d.push(i.decode().catch(function(){}))});` +
    `Promise.all(d).then(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `if(document.readyState==="complete")painted();else addEventListener("load",painted);` +
    `setTimeout(go,${fallbackMs})`;
  return `<script${nonceAttribute}>(function(){${run}})()</script>`;
}

/** `html` with its module preloads deferred and its entry tag swapped. */
export function deferScripts(html: string): { html: string; swapped: boolean } {
  let swapped = false;
  const result = html
    .replace(
      MODULE_PRELOAD,
      (_tag, href: string, rest: string) => `<link rel="${DEFERRED_REL}" href="${href}"${rest}>`,
    )
    .replace(ENTRY_TAG, (_tag, src: string, nonceAttribute: string | undefined) => {
      swapped = true;
      return scriptsAfterLoad(src, nonceAttribute ?? '');
    });
  return { html: result, swapped };
}

/**
 * A rendered page with its scripts after its load; other answers unchanged. The page streams
 * on: only a tag cut in two by a chunk's end waits for the next chunk.
 */
export function withScriptsAfterLoad(response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.startsWith('text/html')) return response;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let done = false;
  const defer = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const text = pending + decoder.decode(chunk, { stream: true });
      if (done) {
        pending = '';
        controller.enqueue(encoder.encode(text));
        return;
      }
      // A tag may be cut by the chunk's end: what follows the last "<" waits if it is not
      // closed, and so does a script element until its end tag is in (the entry is one).
      const open = text.lastIndexOf('<');
      const script = text.lastIndexOf('<script');
      let cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
      if (script !== -1 && text.indexOf('</script>', script) === -1) cut = Math.min(cut, script);
      pending = text.slice(cut);
      const { html, swapped } = deferScripts(text.slice(0, cut));
      done = swapped;
      if (html) controller.enqueue(encoder.encode(html));
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(done ? rest : deferScripts(rest).html));
    },
  });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(defer), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
