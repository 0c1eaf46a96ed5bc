import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHashSource } from './script-hashes';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the hashes of a page’s inline scripts', () => {
  it('names each inline script by the SHA-256 of its text as written, once', () => {
    const early = 'window.__taps=[];addEventListener("click",function(e){__taps.push(e)})';
    const data = '$_TSR={router:{"title":"Mars – \u00e9t\u00e9 </p>"}}';
    const html =
      `<html><head><script>${early}</script><script type="module" src="/assets/main.js"></script>` +
      `</head><body><p>Mars</p><script class="$tsr" id="$tsr-1">${data}</script>` +
      `<SCRIPT>${early}</SCRIPT></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(early), sha256(data)]);
  });

  it('hashes the exact bytes, spaces and non-ASCII text included', () => {
    // The value a browser computes for <script>alert(1)</script>, as published in CSP guides.
    expect(scriptHashSource('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
    expect(scriptHashSource(' alert(1)')).not.toBe(scriptHashSource('alert(1)'));
  });

  it('lists nothing for a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>Plain</p><script src="/assets/a.js"></script>')).toEqual([]);
  });
});
